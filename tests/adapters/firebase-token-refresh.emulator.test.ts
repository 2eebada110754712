// The network switch must be in place before the Firebase SDK loads (see tests/support/network.ts).
import { network } from '../support/network';
import { afterAll, expect, it, vi } from 'vitest';
import { disableAccount, resetAccounts } from '../../qa/harness/auth-emulator';
import { aFirebaseGateway } from '../support/firebase-gateway';
import { ID_TOKEN_LIFETIME_MS, REFRESH_LEAD_MS, retryBackoff } from '@/domain/session-policy';

afterAll(resetAccounts);

/** The spec's numbers (SPEC §4, §9), from the domain's session policy: the SDK must keep to them. */
const REFRESH_AFTER = ID_TOKEN_LIFETIME_MS - REFRESH_LEAD_MS;

it('relies on the SDK to refresh 5 min before expiry, back off 30 s doubling on network failure, and sign out a disabled account', async () => {
  // Only the clock is faked; requests to the emulator stay real. Between clock moves the test waits in
  // real time for the SDK's requests to settle, so no request is outrun by its own network time-out.
  const realTimeout = globalThis.setTimeout;
  const pause = (ms: number) => new Promise((resolve) => realTimeout(resolve, ms));
  // vi.waitFor would move the fake clock while polling, so poll on the real one.
  const settled = async (what: string, check: () => boolean) => {
    for (let tries = 0; tries < 250 && !check(); tries++) await pause(20);
    expect(check(), `${what} within 5 s`).toBe(true);
  };
  const refreshes = () =>
    network.requests.filter(({ url }) => url.includes('securetoken.googleapis.com')).map(({ at }) => at);

  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // The SDK schedules each refresh with setTimeout once the last one's token is stored (real time).
  const timers = vi.spyOn(globalThis, 'setTimeout');
  const scheduled = (delay: number) => timers.mock.calls.some(([, ms]) => ms === delay);
  try {
    const gateway = aFirebaseGateway();
    const email = `refresh-${Date.now()}@example.com`;
    const signedInAt = Date.now(); // the fake clock stands still until the test moves it
    expect((await gateway.register(email, 'secret1')).ok).toBe(true);
    expect(network.requests.some(({ url }) => url.includes('accounts:signUp'))).toBe(true);
    const states: Array<string | null> = [];
    gateway.onAuthStateChanged((user) => states.push(user?.email ?? null));
    await settled('the first auth state', () => states.length === 1);

    // Emulator ID tokens live one hour: no refresh before 55 minutes, one at 55.
    await vi.advanceTimersByTimeAsync(REFRESH_AFTER - 1);
    expect(refreshes()).toEqual([]);
    timers.mockClear();
    await vi.advanceTimersByTimeAsync(1);
    await settled('the first refresh', () => refreshes().length === 1);
    expect(refreshes()[0]! - signedInAt).toBe(REFRESH_AFTER);

    // The next refresh is due 55 minutes later; with the network down it retries after 30 s, 60 s, 120 s.
    await settled('the next refresh scheduled', () => scheduled(REFRESH_AFTER)); // now the clock may move
    network.down = true;
    for (const [count, wait] of [
      [2, REFRESH_AFTER],
      [3, retryBackoff(0)],
      [4, retryBackoff(1)],
      [5, retryBackoff(2)],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait);
      await settled(`refresh ${count}`, () => refreshes().length === count);
      await vi.advanceTimersByTimeAsync(0); // the failure schedules the next retry
    }
    const times = refreshes();
    expect(times.slice(2).map((at, index) => at - times[index + 1]!)).toEqual([0, 1, 2].map(retryBackoff));
    expect(states).toEqual([email]); // a network failure never signs the shopper out

    // An administrator disables the account; the next retry, 240 s on, signs the shopper out.
    network.down = false;
    await disableAccount(email);
    await vi.advanceTimersByTimeAsync(retryBackoff(3));
    await settled('the sign-out', () => states.length === 2);
    expect(states).toEqual([email, null]);
  } finally {
    timers.mockRestore();
    vi.useRealTimers();
  }
});
