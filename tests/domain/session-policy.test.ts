import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { delayUntilRefresh, ID_TOKEN_LIFETIME_MS, refreshDueAt, retryBackoff } from '@/domain/session-policy';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const time = fc.integer({ min: 0, max: 4_102_444_800_000 }); // up to the year 2100

describe('token refresh', () => {
  test('an ID token lives one hour, so a fresh one is refreshed 55 minutes after it was issued', () => {
    expect(refreshDueAt(ID_TOKEN_LIFETIME_MS)).toBe(55 * MINUTE);
  });

  test('is due 5 minutes before expiry', () => {
    expect(refreshDueAt(60 * MINUTE)).toBe(55 * MINUTE);
  });

  test('waits until 5 minutes before expiry, and never a negative time', () => {
    fc.assert(
      fc.property(time, time, (expiresAt, now) => {
        const delay = delayUntilRefresh(expiresAt, now);
        expect(delay).toBe(Math.max(0, expiresAt - 5 * MINUTE - now));
      }),
    );
  });
});

describe('retry backoff', () => {
  test('starts at 30 s and doubles up to 16 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryBackoff)).toEqual([
      30 * SECOND,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      16 * MINUTE,
      16 * MINUTE,
    ]);
  });

  test('stays between 30 s and 16 min and never shrinks as attempts grow', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), (attempt) => {
        const wait = retryBackoff(attempt);
        expect(wait).toBeGreaterThanOrEqual(30 * SECOND);
        expect(wait).toBeLessThanOrEqual(16 * MINUTE);
        expect(retryBackoff(attempt + 1)).toBeGreaterThanOrEqual(wait);
      }),
    );
  });
});
