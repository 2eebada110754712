// Taps and typing before the app has hydrated: the page is opened without waiting for it.
import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { ShopperWorld } from '../support/world';
import { basketLink, productCard, typeInto } from './locators';

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
  await world.page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await acted;
    await route.continue();
  });
  await world.page.goto(path, { waitUntil: 'commit' });
  try {
    await world.page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
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
      await typeInto(this.page.getByLabel('E-mail'), this.email(written));
      await this.page.getByLabel('Password').click();
      await typeInto(this.page.getByLabel('Password'), password);
      if (how.startsWith('tapping')) await this.page.getByRole('button', { name: 'Sign In', exact: true }).click();
      else await this.page.getByLabel('Password').press('Enter');
    });
  },
);

/** Waits for the storefront to load behind the page. */
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
  // One wait for the load and the way home, within the step's time-out: the sign-in page has no header.
  await expect(this.page.getByRole('banner'), 'the home page, once the storefront has loaded').toBeVisible({
    timeout: LOAD_TIMEOUT_MS,
  });
  await expect(this.page).toHaveURL(/\/$/);
});
