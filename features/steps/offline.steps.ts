// Steps for the storefront kept on the device by its service worker, and for what the shopper is told offline.
import { Given, Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { shownText } from '../driver/driver';
import type { ShopperWorld } from '../support/world';

const OFFLINE = shownText(/^You are offline\./);

Given('the storefront is kept on this device', async function (this: ShopperWorld) {
  // The worker has kept every page and picture once it is active: the install that fetches them has ended.
  const active = 'navigator.serviceWorker.ready.then((registration) => registration.active?.state === "activated")';
  await expect.poll(() => this.driver.evaluate<boolean>(active), { message: 'the service worker, active' }).toBe(true);
});

Then('every picture on the page has loaded', async function (this: ShopperWorld) {
  // Pictures the page has asked for (a lazy one below the window waits until it is near), each decoded.
  const missing = `[...document.images].filter((image) => image.currentSrc)
    .filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.alt || image.currentSrc)`;
  await expect.poll(() => this.driver.evaluate<string[]>(missing), { message: 'pictures not shown' }).toEqual([]);
  expect(await this.driver.evaluate<number>('document.images.length'), 'pictures on the page').toBeGreaterThan(0);
});

Then('I am shown that I am offline', async function (this: ShopperWorld) {
  await expect.poll(() => this.driver.isVisible(OFFLINE), { message: 'the offline notice' }).toBe(true);
});

Then('I am no longer shown that I am offline', async function (this: ShopperWorld) {
  await expect.poll(() => this.driver.isVisible(OFFLINE), { message: 'the offline notice' }).toBe(false);
});
