// Steps for the storefront kept on the device by its service worker, and for what the shopper is told offline.
import { Given, Then, When } from '../../qa/runner/fixtures';
import { expect } from '@playwright/test';
import { inside, role, shownText, type Tab } from '../../qa/driver/driver';
import type { ShopperWorld } from '../support/world';

const OFFLINE = shownText(/^You are offline\./);
const OFFER = role('complementary', 'New version');

/**
 * The storefront registers its worker a while after the page has loaded (AFTER_LOAD_MS in
 * src/adapters/app-updates/service-worker-updates.ts), and the install then fetches every page and picture: on
 * a busy runner that takes several seconds more, so these waits are long.
 */
const INSTALL_TIMEOUT_MS = 30_000;

Given('the storefront is kept on this device', async function (this: ShopperWorld) {
  // The worker has kept every page and picture once it is active: the install that fetches them has ended.
  const active = 'navigator.serviceWorker.ready.then((registration) => registration.active?.state === "activated")';
  await expect
    .poll(() => this.driver.evaluate<boolean>(active), {
      message: 'the service worker, active',
      timeout: INSTALL_TIMEOUT_MS,
    })
    .toBe(true);
  // And it answers this tab's pages: a page opened from now on comes from it.
  const controlled = 'navigator.serviceWorker.controller !== null';
  await expect
    .poll(
      async () => {
        await this.driver.reload();
        return this.driver.evaluate<boolean>(controlled);
      },
      { message: 'a page the service worker answers', timeout: INSTALL_TIMEOUT_MS },
    )
    .toBe(true);
});

Then('every picture on the page has loaded', async function (this: ShopperWorld) {
  // The shopper looks at each picture in turn, a frame apart: a lazy one, or a basket row's, is asked for once it is
  // near the window (WebKit names the picture of a lazy one before it asks for it, so what is asked for is no guide).
  await this.driver.evaluate(`(async () => {
    for (const image of document.images) {
      image.scrollIntoView({ block: 'center' });
      await new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown)));
    }
    return true;
  })()`);
  const missing = `[...document.images].filter((image) => !image.complete || image.naturalWidth === 0)
    .map((image) => image.alt || image.currentSrc)`;
  await expect.poll(() => this.driver.evaluate<string[]>(missing), { message: 'pictures not shown' }).toEqual([]);
  expect(await this.driver.evaluate<number>('document.images.length'), 'pictures on the page').toBeGreaterThan(0);
});

Then('I am shown that I am offline', async function (this: ShopperWorld) {
  await expect.poll(() => this.driver.isVisible(OFFLINE), { message: 'the offline notice' }).toBe(true);
});

Then('at the end of the page, nothing is hidden behind the notice', async function (this: ShopperWorld) {
  await this.driver.evaluate('scrollTo(0, document.documentElement.scrollHeight)');
  const [notice] = await this.driver.boxes(OFFLINE);
  const [main] = await this.driver.boxes(role('main'));
  expect(notice, 'the offline notice').toBeDefined();
  expect(main!.y + main!.height, "the bottom of the page's content, against the notice's top").toBeLessThanOrEqual(
    notice!.y,
  );
});

Then('I am no longer shown that I am offline', async function (this: ShopperWorld) {
  await expect.poll(() => this.driver.isVisible(OFFLINE), { message: 'the offline notice' }).toBe(false);
});

When('a new version of the storefront is deployed', async function (this: ShopperWorld) {
  // Browsers check the worker's script a moment after each page it answers has loaded (Chromium once the page's
  // requests have settled). A deploy just before that check would be found by it, whatever the storefront does: it
  // lands after it, as a deploy between two visits does, so what finds it is what the scenario says.
  const pageLoadedAt = await this.driver.evaluate<number>('performance.timeOrigin');
  await expect
    .poll(() => this.storefront.lastAskedForWorkerScript() > pageLoadedAt, {
      message: "the browser's own check of the service worker's script after the page loaded",
      timeout: INSTALL_TIMEOUT_MS,
    })
    .toBe(true);
  await this.storefront.deployAgain();
});

When('I switch to another tab and come back', async function (this: ShopperWorld) {
  // A while after it has loaded, the page links its manifest and registers its worker (AFTER_LOAD_MS): the tab has
  // been open that long.
  const settled = 'document.querySelector(\'link[rel="manifest"]\') !== null';
  await expect
    .poll(() => this.driver.evaluate<boolean>(settled), { message: 'the page, settled', timeout: INSTALL_TIMEOUT_MS })
    .toBe(true);
  // No browser here hides a tab under automation: Playwright keeps every page a foreground tab, by design, and a
  // WebDriver window stays visible too. So the page hears what the browser tells it when the shopper leaves and
  // comes back, the document hidden and then visible again, each with its `visibilitychange`.
  await this.driver.evaluate(`(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }
    return delete document.visibilityState;
  })()`);
});

/** The shopper's tab the step names: this one, or the second. */
const tabNamed = (world: ShopperWorld, where: string | undefined): Tab => (where ? world.secondTab() : world.driver);

Then(/^(the second tab is|I am) offered the new version$/, async function (this: ShopperWorld, who: string) {
  const tab = tabNamed(this, who === 'I am' ? undefined : who);
  await expect
    // The page registers its worker a while after it has loaded, which then finds and installs the new one.
    .poll(() => tab.text(OFFER), { message: 'the offer of a new version', timeout: INSTALL_TIMEOUT_MS })
    .toBe('A new version is available. Reload');
});

When(
  /^I take the new version with "([^"]*)"( in the second tab)?$/,
  async function (this: ShopperWorld, button: string, where: string | undefined) {
    const tab = tabNamed(this, where);
    // Marks the page, so the next step sees it replaced.
    await tab.evaluate('window.beforeTheNewVersion = true');
    await tab.click(inside(OFFER, role('button', button)));
  },
);

Then(
  /^(the page|the second tab) reloads into the new version, and no longer offers it$/,
  async function (this: ShopperWorld, which: string) {
    const tab = tabNamed(this, which === 'the page' ? undefined : which);
    // Asked while the page reloads, the question has no page to answer it: not yet, then.
    const ask = (question: string) => tab.evaluate<boolean>(question).catch(() => false);
    const reloaded = 'window.beforeTheNewVersion === undefined && document.readyState === "complete"';
    await expect.poll(() => ask(reloaded), { message: 'a reloaded page' }).toBe(true);
    const newVersionServes = 'navigator.serviceWorker.getRegistration().then((r) => !r.waiting && Boolean(r.active))';
    await expect.poll(() => ask(newVersionServes), { message: 'the new version' }).toBe(true);
    expect(await tab.isVisible(OFFER), 'the offer, after the reload').toBe(false);
  },
);
