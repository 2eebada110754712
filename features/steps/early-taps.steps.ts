// Taps and typing before the app has hydrated: the page is opened without waiting for it.
import { Then, When } from '../../qa/runner/fixtures';
import { expect } from '@playwright/test';
import { inside, label, role } from '../../qa/driver/driver';
import { accountEmail } from '../../qa/runner/shared-accounts';
import type { ShopperWorld } from '../support/world';
import { basketRow, header, productCard } from './targets';

/** The held-back storefront loads once released: far later than usual on a busy test machine. */
const LOAD_TIMEOUT_MS = 15_000;

/**
 * Goes to `path` without waiting for anything but the server's answer, and runs `act` at the first paint.
 * Every script of the app (the entry as well as the app it starts) is held back until `act` is done, so
 * what the shopper does lands while the page is nothing but its HTML, however fast or busy this machine is:
 * only what the page itself carries can keep it.
 */
async function actAtFirstPaint(world: ShopperWorld, path: string, act: () => Promise<void>): Promise<void> {
  let done!: () => void;
  const acted = new Promise<void>((resolve) => (done = resolve));
  await world.driver.holdRequests(/\/assets\/[\w-]+\.js$/, acted);
  try {
    await world.driver.openAtFirstPaint(path);
    await act();
    await expectStillLoading(world);
  } finally {
    done();
  }
}

/** The storefront has not loaded yet: what was just done happened before it could handle it. */
async function expectStillLoading(world: ShopperWorld): Promise<void> {
  const interactive = await world.driver.evaluate<boolean>(
    `document.getElementById('root').hasAttribute('data-interactive')`,
  );
  expect(interactive, 'the storefront had already loaded: this tap proves nothing').toBe(false);
}

When(
  'I open the home page and tap {string} on {string} at its first paint',
  async function (this: ShopperWorld, button: string, product: string) {
    await actAtFirstPaint(this, '/', async () => {
      await this.driver.click(inside(productCard(product), role('button', button)));
    });
  },
);

When(
  'I open my basket and tap {string} on {string} at its first paint',
  async function (this: ShopperWorld, button: string, product: string) {
    await actAtFirstPaint(this, '/checkout', async () => {
      await this.driver.click(inside(basketRow(product), role('button', button)));
    });
  },
);

When(
  /^I open the sign-in page and, at its first paint, sign in with e-mail "([^"]*)" and password "([^"]*)" by (tapping "Sign In"|pressing Enter in the password)$/,
  async function (this: ShopperWorld, written: string, password: string, how: string) {
    await actAtFirstPaint(this, '/login', async () => {
      // As a shopper does: tap the field, type, tap the next one, type (each at once), then sign in.
      await this.driver.click(label('E-mail'));
      await this.driver.type(label('E-mail'), accountEmail(written));
      await this.driver.click(label('Password'));
      await this.driver.type(label('Password'), password);
      if (how.startsWith('tapping')) await this.driver.click(role('button', 'Sign In', { exact: true }));
      else await this.driver.press('Enter');
    });
  },
);

When(
  'I leave the home page for the sign-in page before the storefront has loaded',
  async function (this: ShopperWorld) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { held } = await this.driver.holdRequests(/\/assets\/start-[\w-]+\.js$/, released);
    try {
      await this.driver.openAtFirstPaint('/');
      // The home page is downloading the storefront when the shopper leaves: the browser stops that download.
      await held;
      await this.driver.openAtFirstPaint('/login');
    } finally {
      release();
    }
  },
);

When("I open my basket while the storefront's code is held back", async function (this: ShopperWorld) {
  const released = new Promise<void>((resolve) => (this.releaseCode = resolve));
  await this.driver.holdRequests(/\/assets\/[\w-]+\.js$/, released);
  await this.driver.openAtFirstPaint('/checkout');
});

When("the storefront's code arrives", async function (this: ShopperWorld) {
  // What the steps before read was the page's own doing: the storefront had not loaded.
  await expectStillLoading(this);
  this.releaseCode?.();
});

Then('once the storefront has loaded, the sign-in page shows no failure', async function (this: ShopperWorld) {
  await untilLoaded(this);
  expect(await this.driver.path()).toBe('/login');
  expect(await this.driver.count(role('alert')), 'a notice that the storefront could not load').toBe(0);
});

Then('the storefront wrote no error to the console', function (this: ShopperWorld) {
  expect(this.errors).toEqual([]);
});

/** Waits for the storefront to load behind the page. */
async function untilLoaded(world: ShopperWorld): Promise<void> {
  const loaded = () => world.driver.evaluate<boolean>(`document.querySelector('#root[data-interactive]') !== null`);
  await expect.poll(loaded, { message: 'the storefront should load', timeout: LOAD_TIMEOUT_MS }).toBe(true);
}

Then(
  'once the storefront has loaded, the basket shows {int} item(s)',
  async function (this: ShopperWorld, count: number) {
    await untilLoaded(this);
    const name = `${count} ${count === 1 ? 'item' : 'items'} in basket`;
    await expect.poll(() => this.driver.count(role('link', name, { exact: true }))).toBe(1);
  },
);

Then('once the storefront has loaded, I am taken to the home page', async function (this: ShopperWorld) {
  // The sign-in page has no header: the home page's shows the way home is done.
  await untilLoaded(this);
  await expect.poll(() => this.driver.isVisible(header), { message: 'the home page header' }).toBe(true);
  expect(await this.driver.path()).toBe('/');
});

When(
  'I open the home page with a product title changed before the storefront loads',
  async function (this: ShopperWorld) {
    // What a stale prerender or a change to a component without its page's HTML leaves: the page as served is
    // not what the app draws.
    await actAtFirstPaint(this, '/', async () => {
      await this.driver.evaluate(`document.querySelector('article h2').textContent = 'A title the app does not draw'`);
    });
  },
);
