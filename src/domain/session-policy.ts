/**
 * The authentication session's timing rules (SPEC §4 and §9), as pure functions of time in
 * milliseconds: the executable statement of the spec's numbers. The Firebase SDK applies the same
 * rules itself; tests/adapters/firebase-token-refresh.emulator.test.ts takes its numbers from here.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** How long an ID token lives from the moment the provider issues it. */
export const ID_TOKEN_LIFETIME_MS = 60 * MINUTE;
/** A token is refreshed this long before it expires. */
export const REFRESH_LEAD_MS = 5 * MINUTE;
const RETRY_BACKOFF_MIN_MS = 30 * SECOND;
const RETRY_BACKOFF_MAX_MS = 16 * MINUTE;

/** When to refresh a token that expires at `expiresAt` (epoch ms). */
export function refreshDueAt(expiresAt: number): number {
  return expiresAt - REFRESH_LEAD_MS;
}

/** How long to wait from `now` before refreshing; never negative. */
export function delayUntilRefresh(expiresAt: number, now: number): number {
  return Math.max(0, refreshDueAt(expiresAt) - now);
}

/** The wait before retry number `attempt` (0 for the first) after a network failure: 30 s doubling to 16 min. */
export function retryBackoff(attempt: number): number {
  const doublings = Math.max(0, Math.floor(attempt));
  // 2^5 * 30 s already exceeds 16 min; capping the exponent keeps huge attempts from overflowing.
  return Math.min(RETRY_BACKOFF_MIN_MS * 2 ** Math.min(doublings, 10), RETRY_BACKOFF_MAX_MS);
}
