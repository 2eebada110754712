// Steps that move the storefront's time on and read its ID token, in either profile: the session rules of SPEC §4 and §9.
import { Given, Then, When } from '../../qa/runner/fixtures';
import { expect } from '@playwright/test';
import { ID_TOKEN_LIFETIME_MS } from '@/domain/session-policy';
import { idTokens } from '../support/id-tokens';
import type { ShopperWorld } from '../support/world';

const UNITS = { minute: 60_000, minutes: 60_000, second: 1000, seconds: 1000 } as const;

/**
 * How far past its target a jump lands. A timer the page set while its clock still flowed (the token's refresh,
 * planned at sign-in) is due a few milliseconds after the time the page computed, as the clock moved on between
 * reading the time and setting the timer: a jump that landed exactly on the computed time left it unfired, now
 * and then. Far below the second that the shortest steps of time tell apart.
 */
const JUMP_SLACK_MS = 50;

/** Scenarios whose clock a step has moved on, and paused, at least once. */
const moved = new WeakSet<ShopperWorld>();

Given('time in the storefront is under test control', async function (this: ShopperWorld) {
  // Installed before the first page opens: every tab's Date and timers follow it; it still flows on its own.
  await this.driver.installClock();
  await idTokens(this).watch(this);
});

When(
  /^(\d+) (minutes?|seconds?) pass(?:es)?$/,
  async function (this: ShopperWorld, count: string, unit: keyof typeof UNITS) {
    // Like a laptop lid closed and opened again: timers that fell due fire once, at the new time. The clock
    // then stays paused, so however long the steps in between take, the next jump lands exactly where the
    // page planned its timers (a retry 30 s after a failure) from the time it failed. Until the first jump
    // the clock flows, as a page needs to load; so the first counts from when the shopper's ID token was
    // granted, if there is one, and however slowly the machine signed them in, "55 minutes pass" ends
    // exactly where the refresh is due.
    const expiry = moved.has(this) ? undefined : await idTokens(this).expiry(this);
    const from = expiry === undefined ? await pageNow(this) : expiry - ID_TOKEN_LIFETIME_MS;
    await this.driver.pauseClockAt(from + Number(count) * UNITS[unit] + JUMP_SLACK_MS);
    moved.add(this);
  },
);

Then('my ID token expires in about {int} minute(s)', async function (this: ShopperWorld, minutes: number) {
  const minutesLeft = async () => {
    const expiry = await idTokens(this).expiry(this);
    return expiry === undefined ? undefined : Math.round((expiry - (await pageNow(this))) / 60_000);
  };
  await expect.poll(minutesLeft, { message: `the ID token should expire in about ${minutes} minutes` }).toBe(minutes);
});

Then('the token refresh fails for want of network', async function (this: ShopperWorld) {
  const before = await idTokens(this).expiry(this);
  await idTokens(this).refreshFailed(this);
  expect(await idTokens(this).expiry(this)).toBe(before);
  expect(before).toBeLessThanOrEqual((await pageNow(this)) + 5 * UNITS.minutes); // due, not renewed
});

/** The time by the page's clock. */
const pageNow = (world: ShopperWorld) => world.driver.evaluate<number>('Date.now()');
