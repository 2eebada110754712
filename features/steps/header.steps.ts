import { Then, When } from '../../qa/runner/fixtures';
import { expect } from '@playwright/test';
import { PNG } from 'pngjs';
import { role, type Tab } from '../../qa/driver/driver';
import type { ShopperWorld } from '../support/world';
import { basketLink, greeting, header, inHeader, wholeText } from './targets';

Then('the header shows the logo linking to the home page', async function (this: ShopperWorld) {
  const logo = inHeader(role('link', 'Storefront home'));
  await expect.poll(() => this.driver.attribute(logo, 'href'), { message: 'the logo links home' }).toBe('/');
  await expect.poll(() => this.driver.isVisible(inHeader(role('img', 'Storefront home')))).toBe(true);
});

Then('the header shows a search box', async function (this: ShopperWorld) {
  await expect.poll(() => this.driver.isVisible(inHeader(role('searchbox', 'Search')))).toBe(true);
});

Then('the header greets me as {email}', async function (this: ShopperWorld, name: string) {
  await expect.poll(() => wholeText(this.driver, greeting), { message: "the header's greeting" }).toBe(`Hello ${name}`);
});

Then('the header offers {string}', async function (this: ShopperWorld, link: string) {
  await expect.poll(() => this.driver.isVisible(inHeader(role('link', link, { exact: true })))).toBe(true);
});

Then('the header shows {string} and {string}', async function (this: ShopperWorld, first: string, second: string) {
  await expect.poll(() => this.driver.text(header), { message: 'the header' }).toContain(first);
  await expect.poll(() => this.driver.text(header), { message: 'the header' }).toContain(second);
});

Then('the basket shows {int} item(s)', async function (this: ShopperWorld, count: number) {
  await expect.poll(() => this.driver.text(basketLink), { message: 'the basket link' }).toBe(String(count));
  const named = role('link', `${count} ${count === 1 ? 'item' : 'items'} in basket`, { exact: true });
  await expect.poll(() => this.driver.count(named), { message: 'a basket link named by its count' }).toBe(1);
});

When('I type {string} in the search box and press Enter', async function (this: ShopperWorld, text: string) {
  const search = role('searchbox', 'Search');
  await this.driver.type(search, text);
  await this.driver.press('Enter');
  await expect.poll(() => this.driver.property(search, 'value')).toBe(text);
});

When('I open my basket', async function (this: ShopperWorld) {
  await this.driver.click(basketLink);
  await expect.poll(() => this.driver.isVisible(role('heading', 'Your shopping Basket'))).toBe(true);
});

/**
 * Another tab hears of a sign-in or a sign-out through the provider's session in the browser's storage: Firebase's
 * SDK reads its IndexedDB every 800 ms, in a window the browser may treat as a background one. Beside another
 * `npm test`, WebKit's second window took more than Playwright's default 5 s.
 */
const OTHER_TAB_TIMEOUT_MS = 15_000;

/**
 * What a tab holds of the provider's session, for a failure to tell a tab that missed a change from one whose storage
 * never had it: the keys in Firebase's IndexedDB (or that it did not answer, as WebKit's may not with two tabs open)
 * and in localStorage, its fallback. Opened without a version, a database that does not exist is created: the upgrade
 * is aborted, so that the report leaves none behind and says there is none (as in the fake profile).
 */
const SESSION_HELD = `Promise.race([
  new Promise((answer) => {
    const open = indexedDB.open('firebaseLocalStorageDb');
    open.onupgradeneeded = () => {
      open.transaction.abort();
      answer('no Firebase database');
    };
    open.onerror = () => answer('IndexedDB failed: ' + open.error);
    open.onsuccess = () => {
      const database = open.result;
      const rows = database.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
      rows.onsuccess = () => answer('IndexedDB holds ' + JSON.stringify(rows.result.map((row) => row.fbase_key)));
      rows.onerror = () => answer('IndexedDB failed: ' + rows.error);
      rows.transaction.oncomplete = rows.transaction.onabort = () => database.close();
    };
  }),
  new Promise((answer) => setTimeout(answer, 2000, 'IndexedDB did not answer in 2 s')),
]).then((held) => held + ', localStorage ' + JSON.stringify(Object.keys(localStorage)) + ', ' + document.visibilityState)`;

Then('the second tab greets me as {email} without a reload', async function (this: ShopperWorld, name: string) {
  try {
    await expect
      .poll(() => wholeText(this.secondTab(), greeting), {
        message: "the second tab's greeting",
        timeout: OTHER_TAB_TIMEOUT_MS,
      })
      .toBe(`Hello ${name}`);
  } catch (error) {
    const held = (tab: Tab) => tab.evaluate<string>(SESSION_HELD).catch((failure: unknown) => String(failure));
    const [mine, second] = [await held(this.driver), await held(this.secondTab())];
    throw new Error(`${String(error)}\nThis tab: ${mine}\nThe second tab: ${second}`, { cause: error });
  }
});

Then('the page is shorter than the window', async function (this: ShopperWorld) {
  const overflow = await this.driver.evaluate<number>('document.documentElement.scrollHeight - innerHeight');
  expect(overflow, 'how far the page runs below the window').toBeLessThanOrEqual(0);
});

Then('the header runs the whole width of the window', async function (this: ShopperWorld) {
  // What a shopper sees, not the element's box: the header's colour at both edges, no strip of the page's beside it.
  const [box] = await this.driver.boxes(header);
  if (!box) throw new Error('The page has no header.');
  const [band, width] = await this.driver.evaluate<[string, number]>(
    "[getComputedStyle(document.querySelector('header')).backgroundColor, innerWidth]",
  );
  const shot = PNG.sync.read(await this.driver.screenshot());
  const y = Math.round((box.y + box.height / 2) * (shot.width / width));
  const colourAt = (x: number) => {
    const [red, green, blue] = shot.data.subarray((y * shot.width + x) * 4);
    return `rgb(${red}, ${green}, ${blue})`;
  };
  expect({ left: colourAt(0), right: colourAt(shot.width - 1) }, "the colours at the window's edges").toEqual({
    left: band,
    right: band,
  });
});
