// The network switch must be in place before the Firebase SDK loads (see tests/support/network.ts).
import { network } from '../support/network';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { authError } from '@/domain/auth-error';
import { authGatewayContract, type ContractSubject } from '../contracts/auth-gateway.contract';
import {
  createAccount,
  disableAccount,
  isAccountRequest,
  refusalBody,
  resetAccounts,
  revokeSessions,
  setEmailPrivacy,
} from '../../qa/harness/auth-emulator';
import { aFirebaseGateway, recheckAccount, reopenFirebaseGateway } from '../support/firebase-gateway';
import { RecordingLogger } from '../support/recorders';

authGatewayContract('FirebaseAuthGateway on the Auth emulator', async (): Promise<ContractSubject> => {
  const gateway = aFirebaseGateway();
  return {
    gateway,
    reopen: () => reopenFirebaseGateway(gateway),
    createAccount,
    disable: async (email, { askAgain } = { askAgain: true }) => {
      await disableAccount(email);
      // Firebase notices on the next token refresh (every ~55 min); ask for it now.
      if (askAgain) await recheckAccount(gateway);
    },
    setReachable: (reachable) => {
      network.down = !reachable;
    },
    refuseRequests: async (refusal) => {
      network.answer = refusal
        ? (url) => (isAccountRequest(url) ? new Response(refusalBody(refusal), { status: 400 }) : undefined)
        : undefined;
    },
    cleanup: async () => {
      network.answer = undefined;
    },
  };
});

afterAll(resetAccounts);

describe('FirebaseAuthGateway', () => {
  it('answers network-request-failed, without an unhandled rejection, when the provider is unreachable', async () => {
    const unreachable = aFirebaseGateway({ emulatorUrl: 'http://127.0.0.1:9' }); // the discard port: nothing listens there
    const result = await unreachable.signIn('ann@example.com', 'secret1');
    expect(result).toEqual({ ok: false, error: authError('network-request-failed') });
    expect((await unreachable.register('ann@example.com', 'secret1')).ok).toBe(false);
  });

  it('answers network-request-failed while the SDK cannot load, then follows the real state once it does', async () => {
    // The SDK's module fails to arrive, as a dynamic import does with no network.
    vi.doMock('firebase/auth', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const logger = new RecordingLogger();
    const gateway = aFirebaseGateway({}, logger);
    const states: Array<string | null> = [];
    gateway.onAuthStateChanged((user) => states.push(user?.email ?? null));
    await vi.waitFor(() => expect(states).toEqual([null]));
    expect(await gateway.register('late@example.com', 'secret1')).toEqual({
      ok: false,
      error: authError('network-request-failed'),
    });
    expect(logger.errors).toContain('Firebase Auth could not be started.');

    vi.doUnmock('firebase/auth');
    expect((await gateway.register('late@example.com', 'secret1')).ok).toBe(true);
    await vi.waitFor(() => expect(states).toEqual([null, null, 'late@example.com']));
  });

  it('reports a broken configuration as an internal error, and logs why', async () => {
    const logger = new RecordingLogger();
    const misconfigured = aFirebaseGateway({ emulatorUrl: '127.0.0.1:9099' }, logger); // no http://
    expect(await misconfigured.signIn('ann@example.com', 'secret1')).toEqual({
      ok: false,
      error: authError('internal-error'),
    });
    expect(logger.errors).toEqual(['Firebase Auth could not be started.']);
  });

  // Only Firebase has it: the fake provider answers as a project without it, the emulator's default (decision 0015).
  it('answers invalid-credential to a wrong password or an unknown user when e-mail privacy is on', async () => {
    const gateway = aFirebaseGateway();
    const email = `private-${Date.now()}@example.com`;
    await createAccount(email, 'secret1');
    await setEmailPrivacy(true);
    try {
      expect(await gateway.signIn(email, 'not-the-password')).toEqual({
        ok: false,
        error: authError('invalid-credential'),
      });
      expect(await gateway.signIn(`nobody-${email}`, 'secret1')).toEqual({
        ok: false,
        error: authError('invalid-credential'),
      });
      expect((await gateway.signIn(email, 'secret1')).ok).toBe(true);
    } finally {
      await setEmailPrivacy(false);
    }
  });

  it('signs the shopper out when an administrator revokes their sessions (user-token-expired)', async () => {
    const gateway = aFirebaseGateway();
    const email = `revoked-${Date.now()}@example.com`;
    expect((await gateway.register(email, 'secret1')).ok).toBe(true);
    const states: Array<string | null> = [];
    gateway.onAuthStateChanged((user) => states.push(user?.email ?? null));
    await vi.waitFor(() => expect(states).toEqual([email]));
    const newSessionsFrom = await revokeSessions(email);
    await recheckAccount(gateway);

    await vi.waitFor(() => expect(states).toEqual([email, null]));
    // Revocation counts in whole seconds and covers the current one: sign in again from the next.
    await vi.waitUntil(() => Date.now() >= newSessionsFrom, { timeout: 2000, interval: 20 });
    expect(await gateway.signIn(email, 'secret1')).toMatchObject({ ok: true }); // a new sign-in is welcome
  });
});
