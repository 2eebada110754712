// Taps and typing before the app has hydrated (issue 15, item 5): the page is opened without waiting for it.
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { ShopperWorld } from '../support/world';
import { basketLink, productCard } from './locators';

/** A slow phone, as in the issue: slow 4G (150 ms, 1.6 Mbit/s each way) and a CPU slowed 4×. */
const SLOW_PHONE = { latencyMs: 150, bytesPerSecond: 200_000, cpuSlowdown: 4 };

/** The app loads about 2 s after the first paint on the slow phone: far more under a busy test machine. */
const LOAD_TIMEOUT_MS = 15_000;

Given(
  'my phone is slow: 150 ms of latency, 1.6 Mbit\\/s and a processor 4 times slower',
  async function (this: ShopperWorld) {
    // Set for this scenario's page only; applied once a page of this scenario loads.
    const cdp = await this.context.newCDPSession(this.page);
    await cdp.send('Network.enable');
    // Nothing cached from earlier steps: the app's code comes over the slow network, as on a first visit.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.bytesPerSecond,
      uploadThroughput: SLOW_PHONE.bytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  },
);

/**
 * Goes to `path` without waiting for anything but the server's answer, and runs `act` at the first paint.
 * Every script of the app (the entry as well as the app it starts) is held back until `act` is done, so
 * what the shopper does lands while the page is nothing but its HTML, however fast or busy this machine is:
 * only what the page itself carries can keep it.
 */
async function actAtFirstPaint(world: ShopperWorld, path: string, act: () => Promise<void>): Promise<void> {
  let done!: () => void;
  const acted = new Promise<void>((resolve) => (done = resolve));
  await world.page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await acted;
    await route.continue();
  });
  await world.page.goto(path, { waitUntil: 'commit' });
  try {
    await world.page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0);
    await act();
    await expectStillLoading(world);
  } finally {
    done();
  }
}

/** The storefront has not loaded yet: what was just done happened before it could handle it. */
async function expectStillLoading(world: ShopperWorld): Promise<void> {
  const interactive = await world.page.evaluate(() =>
    document.getElementById('root')?.hasAttribute('data-interactive'),
  );
  expect(interactive, 'the storefront had already loaded: this tap proves nothing').toBe(false);
}

When(
  'I open the home page and tap {string} on {string} at its first paint',
  async function (this: ShopperWorld, button: string, product: string) {
    await actAtFirstPaint(this, '/', async () => {
      await productCard(this.page, product).getByRole('button', { name: button }).click();
    });
  },
);

When(
  /^I open the sign-in page and, at its first paint, sign in with e-mail "([^"]*)" and password "([^"]*)" by (tapping "Sign In"|pressing Enter in the password)$/,
  async function (this: ShopperWorld, written: string, password: string, how: string) {
    await actAtFirstPaint(this, '/login', async () => {
      // As a shopper does: tap the field, type, tap the next one, type (each at once), then sign in.
      await this.page.getByLabel('E-mail').click();
      await this.page.getByLabel('E-mail').fill(this.email(written));
      await this.page.getByLabel('Password').click();
      await this.page.getByLabel('Password').fill(password);
      if (how.startsWith('tapping')) await this.page.getByRole('button', { name: 'Sign In', exact: true }).click();
      else await this.page.getByLabel('Password').press('Enter');
    });
  },
);

/** Waits, however long the slow phone takes, for the storefront to load behind the page. */
async function untilLoaded(world: ShopperWorld): Promise<void> {
  await world.page.locator('#root[data-interactive]').waitFor({ state: 'attached', timeout: LOAD_TIMEOUT_MS });
}

Then(
  'once the storefront has loaded, the basket shows {int} item(s)',
  async function (this: ShopperWorld, count: number) {
    await untilLoaded(this);
    await expect(basketLink(this.page)).toHaveAccessibleName(`${count} ${count === 1 ? 'item' : 'items'} in basket`);
  },
);

Then('once the storefront has loaded, I am taken to the home page', async function (this: ShopperWorld) {
  await untilLoaded(this);
  await expect(this.page).toHaveURL(/\/$/, { timeout: LOAD_TIMEOUT_MS });
  await expect(this.page.getByRole('banner')).toBeVisible();
});
