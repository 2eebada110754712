// Steps that move the storefront's time on and read its ID token, in either profile: the session rules of SPEC §4 and §9.
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import { PersistedSession } from '@/adapters/auth/fake/persisted-session';
import { ID_TOKEN_LIFETIME_MS } from '@/domain/session-policy';
import { copyOfPageStorage } from '../support/page-storage';
import { PROFILE, type ShopperWorld } from '../support/world';

const UNITS = { minute: 60_000, minutes: 60_000, second: 1000, seconds: 1000 } as const;

/** Token refreshes that failed on the network, in any tab: how the Firebase SDK's attempts show. */
const failedRefreshes = new WeakMap<ShopperWorld, number>();
/** How many of those a step has already accounted for. */
const seenFailures = new WeakMap<ShopperWorld, number>();
/** When each ID token the Auth emulator granted expires, by the page's clock, in the order granted. */
const grantedExpiries = new WeakMap<ShopperWorld, number[]>();
/** Scenarios whose clock a step has moved on, and paused, at least once. */
const moved = new WeakSet<ShopperWorld>();

/** The Identity Toolkit answers that grant an ID token: sign-up, sign-in (expiresIn) and refresh (expires_in). */
const GRANTS = /accounts:signUp|accounts:signInWithPassword|securetoken\.googleapis\.com\/v1\/token/;

Given('time in the storefront is under test control', async function (this: ShopperWorld) {
  // Installed before the first page opens: every tab's Date and timers follow it; it still flows on its own.
  await this.context.clock.install();
  failedRefreshes.set(this, 0);
  grantedExpiries.set(this, []);
  this.context.on('requestfailed', (request) => {
    if (request.url().includes('securetoken.googleapis.com')) failedRefreshes.set(this, failedRefreshes.get(this)! + 1);
  });
  // The SDK persists a refreshed token only when it differs from the last one, and the emulator stamps its
  // tokens in real seconds, which a scenario moving the clock by the hour can stay within: so the grants
  // are read from the emulator's answers, by the page's clock.
  this.context.on('response', async (response) => {
    if (!response.ok() || !GRANTS.test(response.url())) return;
    const body = (await response.json()) as { expiresIn?: string; expires_in?: string };
    const now = await response
      .frame()
      .page()
      .evaluate(() => Date.now());
    grantedExpiries.get(this)!.push(now + Number(body.expiresIn ?? body.expires_in) * 1000);
  });
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
    const expiry = moved.has(this) ? undefined : await idTokenExpiry(this);
    const from = expiry === undefined ? await pageNow(this.page) : expiry - ID_TOKEN_LIFETIME_MS;
    await this.context.clock.pauseAt(from + Number(count) * UNITS[unit]);
    moved.add(this);
  },
);

Then('my ID token expires in about {int} minute(s)', async function (this: ShopperWorld, minutes: number) {
  const minutesLeft = async () => {
    const expiry = await idTokenExpiry(this);
    return expiry === undefined ? undefined : Math.round((expiry - (await pageNow(this.page))) / 60_000);
  };
  await expect.poll(minutesLeft, { message: `the ID token should expire in about ${minutes} minutes` }).toBe(minutes);
});

Then('the token refresh fails for want of network', async function (this: ShopperWorld) {
  const before = await idTokenExpiry(this);
  if (PROFILE === 'firebase') {
    // The SDK's request fails a moment after the clock moved; its retry is planned from that moment.
    const seen = (seenFailures.get(this) ?? 0) + 1;
    await expect.poll(() => failedRefreshes.get(this), { message: 'a token request should fail' }).toBe(seen);
    seenFailures.set(this, seen);
  }
  // The offline provider's attempt ends within the clock's move: it has no network of its own to wait for.
  expect(await idTokenExpiry(this)).toBe(before);
  expect(before).toBeLessThanOrEqual((await pageNow(this.page)) + 5 * UNITS.minutes); // due, not renewed
});

const pageNow = (page: Page) => page.evaluate(() => Date.now());

/** When the signed-in shopper's latest ID token expires, by the page's clock; undefined before the first. */
async function idTokenExpiry(world: ShopperWorld): Promise<number | undefined> {
  return PROFILE === 'firebase' ? grantedExpiries.get(world)?.at(-1) : offlineTokenExpiry(world.page);
}

/** The offline provider's session, read through its own class from a copy of the page's storage. */
async function offlineTokenExpiry(page: Page): Promise<number | undefined> {
  return new PersistedSession(await copyOfPageStorage(page)).read()?.expiresAt;
}
