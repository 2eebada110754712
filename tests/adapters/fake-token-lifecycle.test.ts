// The fake auth provider's ID tokens over time (SPEC §4, §9): what only this adapter decides. The policy's numbers
// are the domain's (tests/domain/session-policy.test.ts); a disabled or revoked account's sign-out at its next
// refresh is the auth contract's, on this adapter and on the emulator alike; features/token-refresh.feature
// shows the whole of it to a shopper, in both profiles.
import { describe, expect, it, vi } from 'vitest';
import type { AuthGateway } from '@/application/ports';
import { MemoryStorage, type KeyValueStorage } from '@/key-value-storage/key-value-storage';
import { ID_TOKEN_LIFETIME_MS, REFRESH_LEAD_MS, retryBackoff } from '@/domain/session-policy';
import { reportedUser } from '../contracts/auth-gateway.contract';
import { aPage } from '../support/fake-auth-page';
import { ManualClock } from '../support/manual-clock';

const REFRESH_AFTER = ID_TOKEN_LIFETIME_MS - REFRESH_LEAD_MS;
const SESSION_KEY = 'storefront.fake-auth.session';

/**
 * `storage`, noting by the clock each time the session is written: a sign-in, or a refresh the provider granted
 * (a refusal writes nothing, and an attempt without network never reaches the provider).
 */
function withSessionWrites(storage: KeyValueStorage, clock: ManualClock) {
  const writes: number[] = [];
  const noting: KeyValueStorage = {
    get length() {
      return storage.length;
    },
    key: (index) => storage.key(index),
    getItem: (key) => storage.getItem(key),
    removeItem: (key) => storage.removeItem(key),
    setItem: (key, value) => {
      if (key === SESSION_KEY) writes.push(clock.now());
      storage.setItem(key, value);
    },
  };
  return { noting, writes };
}

/**
 * A shopper signed in to a page on `storage`, recording by time every refresh the provider granted, and every
 * attempt: each time the page checked the network before asking the provider.
 */
async function signedInPage(storage: KeyValueStorage = new MemoryStorage(), clock = new ManualClock()) {
  const attempts: number[] = [];
  const network = {
    online() {
      attempts.push(clock.now());
      return true;
    },
  };
  const { noting, writes: refreshes } = withSessionWrites(storage, clock);
  const page = aPage(noting, clock, network);
  const signedInAt = clock.now();
  const result = await page.gateway.register('ann@example.com', 'secret1');
  expect(result.ok).toBe(true);
  refreshes.length = 0; // the sign-in's own write
  attempts.length = 0;
  const states = recordStates(page.gateway);
  await vi.waitFor(() => expect(states).toEqual(['ann@example.com']));
  return { ...page, network, clock, refreshes, attempts, states, signedInAt, storage };
}

function recordStates(gateway: AuthGateway): Array<string | null> {
  const states: Array<string | null> = [];
  gateway.onAuthStateChanged((user) => states.push(user?.email ?? null));
  return states;
}

describe('the fake auth provider’s ID tokens', () => {
  it('treat the provider made unreachable by its administrator as a network failure', async () => {
    const { clock, refreshes, attempts, states, admin, signedInAt } = await signedInPage();
    admin.set('unreachable', true);

    await clock.advance(REFRESH_AFTER + retryBackoff(0));
    admin.set('unreachable', false);
    await clock.advance(retryBackoff(1));

    const due = signedInAt + REFRESH_AFTER;
    expect(attempts).toEqual([due, due + retryBackoff(0), due + retryBackoff(0) + retryBackoff(1)]);
    expect(refreshes).toEqual([attempts[2]]);
    expect(states).toEqual(['ann@example.com']);
    await clock.advance(REFRESH_AFTER - 1);
    expect(attempts).toHaveLength(3); // the third succeeded: nothing more until the next token is due
  });

  it('stop refreshing, and keep the shopper signed in, when the provider throttles (too-many-requests)', async () => {
    const { clock, refreshes, attempts, states, admin, signedInAt } = await signedInPage();
    admin.set('refusal', { code: 'too-many-requests', detail: '' });

    await clock.advance(REFRESH_AFTER + 60 * 60 * 1000);

    expect(attempts).toEqual([signedInAt + REFRESH_AFTER]); // the SDK retries network failures only
    expect(refreshes).toEqual([]);
    expect(states).toEqual(['ann@example.com']);
  });

  it('say so when the provider ended the session, and not when the shopper signed out', async () => {
    const { clock, admin, gateway } = await signedInPage();
    const reports: Array<[string | null, string | undefined]> = [];
    gateway.onAuthStateChanged((user, cause) => reports.push([user?.email ?? null, cause]));
    await vi.waitFor(() => expect(reports).toEqual([['ann@example.com', undefined]]));

    admin.setDisabled('ann@example.com', true);
    await clock.advance(REFRESH_AFTER);
    admin.setDisabled('ann@example.com', false);
    expect((await gateway.signIn('ann@example.com', 'secret1')).ok).toBe(true);
    expect((await gateway.signOut()).ok).toBe(true);

    await vi.waitFor(() =>
      expect(reports).toEqual([
        ['ann@example.com', undefined],
        [null, 'session-ended'],
        ['ann@example.com', undefined],
        [null, undefined],
      ]),
    );
  });

  it('end a revoked, disabled or deleted session when the page is opened again, as Firebase reloads the user on start', async () => {
    for (const act of ['revokeSessions', 'disable', 'deleteAccount'] as const) {
      const { clock, admin, storage } = await signedInPage();
      await clock.advance(1000);
      if (act === 'disable') admin.setDisabled('ann@example.com', true);
      else admin[act]('ann@example.com');

      expect(await reportedUser(aPage(storage, clock).gateway)).toBeNull();
    }
  });

  it('refresh at once a session whose token expired while no page was open', async () => {
    const { clock, storage } = await signedInPage();
    const threeHoursLater = new ManualClock(clock.now() + 3 * ID_TOKEN_LIFETIME_MS);
    const { noting, writes: refreshes } = withSessionWrites(storage, threeHoursLater);
    const reopened = aPage(noting, threeHoursLater);

    await threeHoursLater.advance(0);

    expect(refreshes).toEqual([threeHoursLater.now()]);
    expect(await reportedUser(reopened.gateway)).toMatchObject({ email: 'ann@example.com' });
    await threeHoursLater.advance(REFRESH_AFTER);
    expect(refreshes).toHaveLength(2);
  });
});
