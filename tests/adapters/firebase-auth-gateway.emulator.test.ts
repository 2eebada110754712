import { afterAll, describe, expect, it } from 'vitest';
import { authError } from '../../src/domain/auth-error';
import { authGatewayContract, type ContractSubject } from '../contracts/auth-gateway.contract';
import { disableAccount, resetAccounts, setEmailPrivacy } from '../support/auth-emulator';
import { aFirebaseGateway } from '../support/firebase-gateway';

authGatewayContract(
  'FirebaseAuthGateway on the Auth emulator',
  async (): Promise<ContractSubject> => {
    const gateway = aFirebaseGateway();
    return {
      gateway,
      disable: async (email) => {
        await disableAccount(email);
        // Firebase notices on the next token refresh (every ~55 min); ask for it now.
        await gateway.refreshNow();
      },
      setEmailPrivacy,
      cleanup: () => setEmailPrivacy(false),
    };
  },
  { canReopen: false },
);

afterAll(resetAccounts);

describe('FirebaseAuthGateway', () => {
  it('answers network-request-failed, without an unhandled rejection, when the provider is unreachable', async () => {
    const unreachable = aFirebaseGateway('http://127.0.0.1:9'); // the discard port: nothing listens there
    const result = await unreachable.signIn('ann@example.com', 'secret1');
    expect(result).toEqual({ ok: false, error: authError('network-request-failed') });
    expect((await unreachable.register('ann@example.com', 'secret1')).ok).toBe(false);
  });
});
