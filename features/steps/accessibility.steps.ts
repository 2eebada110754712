import { Given, Then, When } from '../../qa/runner/fixtures';
import { expect } from '@playwright/test';
import { inside, label, role, type Target } from '../../qa/driver/driver';
import { SCREENS } from '../../qa/harness/browser';
import type { ShopperWorld } from '../support/world';
import { tabTo } from './keyboard';
import { basketLink, basketRow, inHeader, productCard } from './targets';

Given('I use a {word}', async function (this: ShopperWorld, screen: string) {
  await this.driver.resize(SCREENS[screen as keyof typeof SCREENS]);
});

Then('the page has no accessibility violations', async function (this: ShopperWorld) {
  expect(await this.driver.accessibilityViolations()).toEqual([]);
});

Then('nothing on the page scrolls sideways', async function (this: ShopperWorld) {
  const [page, window] = await this.driver.evaluate<number[]>(
    '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
  );
  expect(page).toBeLessThanOrEqual(window!);
});

/** The named button of a product's card on the home page, or of its row on the basket page. */
const productButton = (button: string, product: string): Target =>
  inside(button === 'Add to Basket' ? productCard(product) : basketRow(product), role('button', button));

When('I tab to {string} for {string}', async function (this: ShopperWorld, button: string, product: string) {
  await tabTo(this.driver, productButton(button, product));
});

When('I tab to the basket link', async function (this: ShopperWorld) {
  await tabTo(this.driver, basketLink);
});

When('I tab to the {string} field', async function (this: ShopperWorld, field: string) {
  await tabTo(this.driver, label(field));
});

When('I press Tab', async function (this: ShopperWorld) {
  await this.driver.press('Tab');
});

When('I press Enter', async function (this: ShopperWorld) {
  await this.driver.press('Enter');
});

When('I type {email}', async function (this: ShopperWorld, text: string) {
  await this.driver.typeAtFocus(text);
});

Then('what has focus shows a focus ring', async function (this: ShopperWorld) {
  // A page shows focus only while its window is active, which under load can lag behind the focus itself (WebKit's
  // windows under Xvfb, after the last scenario's windows closed).
  const ring = async () => {
    const [style, width] = await this.driver.evaluate<[string, string]>(
      '[getComputedStyle(document.activeElement).outlineStyle, getComputedStyle(document.activeElement).outlineWidth]',
    );
    return style === 'none' ? 'none' : `${style}, ${parseFloat(width) >= 2 ? 'at least 2 px wide' : `${width} wide`}`;
  };
  await expect.poll(ring, { message: 'the focus ring' }).toMatch(/^\w+, at least 2 px wide$/);
});

Then('I hear {string}', async function (this: ShopperWorld, words: string) {
  // Each live region says one thing at a time: one of them must say exactly these words.
  const announced = () =>
    this.driver.evaluate<string[]>(
      "[...document.querySelectorAll('[aria-live=\"polite\"]')].map((region) => region.textContent.replace(/\\s+/g, ' ').trim())",
    );
  await expect.poll(announced, { message: 'what the page announces' }).toContain(words);
});

Then('the {string} heading has focus', async function (this: ShopperWorld, heading: string) {
  await expect
    .poll(() => this.driver.isFocused(role('heading', heading)), { message: `the ${heading} heading` })
    .toBe(true);
});

Then('the {string} link has focus and can be seen', async function (this: ShopperWorld, link: string) {
  const target = role('link', link);
  await expect.poll(() => this.driver.isFocused(target), { message: `the ${link} link` }).toBe(true);
  const [box] = await this.driver.boxes(target);
  const [width, height] = await this.driver.evaluate<number[]>('[innerWidth, innerHeight]');
  expect(box!.x >= 0 && box!.y >= 0 && box!.x + box!.width <= width! && box!.y + box!.height <= height!).toBe(true);
});

Then('{string} for {string} has focus', async function (this: ShopperWorld, button: string, product: string) {
  await expect.poll(() => this.driver.isFocused(productButton(button, product)), { message: button }).toBe(true);
});

/** The first box of each target, as the page lays it out now. */
const boxesOf = (world: ShopperWorld, ...targets: Target[]) =>
  Promise.all(targets.map(async (target) => (await world.driver.boxes(target))[0]!));

Then('the search box has a row of its own', async function (this: ShopperWorld) {
  const [search, logo] = await boxesOf(this, role('searchbox', 'Search'), inHeader(role('link', 'Storefront home')));
  expect(search!.y).toBeGreaterThanOrEqual(logo!.y + logo!.height);
});

Then('the product cards stack one per row', async function (this: ShopperWorld) {
  const boxes = await this.driver.boxes(role('article'));
  expect(boxes).toHaveLength(6);
  for (const [index, box] of boxes.entries()) {
    expect(box.x).toBe(boxes[0]!.x);
    if (index > 0) expect(box.y).toBeGreaterThanOrEqual(boxes[index - 1]!.y + boxes[index - 1]!.height);
  }
});

const subtotalAndRows = (world: ShopperWorld) =>
  boxesOf(world, role('complementary', 'Subtotal'), inside(role('main'), role('list')));

Then("the subtotal is above the basket's rows", async function (this: ShopperWorld) {
  const [subtotal, rows] = await subtotalAndRows(this);
  expect(subtotal!.y + subtotal!.height).toBeLessThanOrEqual(rows!.y);
});

Then("the subtotal is on the right of the basket's rows", async function (this: ShopperWorld) {
  const [subtotal, rows] = await subtotalAndRows(this);
  expect(subtotal!.x).toBeGreaterThanOrEqual(rows!.x + rows!.width);
});

Given('I have just added {string} to the basket', async function (this: ShopperWorld, product: string) {
  await this.driver.open('/');
  await this.driver.click(productButton('Add to Basket', product));
  await expect.poll(() => this.driver.text(basketLink), { message: 'the basket link' }).toBe('1');
});

When('I add {string} to the basket {int} times', async function (this: ShopperWorld, product: string, times: number) {
  this.layoutBefore = await headerLayout(this);
  for (let click = 0; click < times; click++) await this.driver.click(productButton('Add to Basket', product));
  await expect.poll(() => this.driver.text(basketLink), { message: 'the basket link' }).toBe(String(times));
});

Then('the card {string} confirms {string}', async function (this: ShopperWorld, product: string, text: string) {
  await expect.poll(() => this.driver.text(productCard(product)), { message: `the ${product} card` }).toContain(text);
});

/** Where the header's parts sit: a count growing from one digit to two must not move any of them. */
async function headerLayout(world: ShopperWorld) {
  const parts = await boxesOf(world, inHeader(role('searchbox')), inHeader(role('link', 'Sign In')), basketLink);
  // Across, and their size: the header is sticky, so scrolling to a card moves it down the window.
  return parts.map(({ x, width, height }) => ({ x, width, height }));
}

Then('the header has not moved', async function (this: ShopperWorld) {
  expect(await headerLayout(this)).toEqual(this.layoutBefore);
});

/** Where the basket page's parts that do not depend on its rows sit: the header's basket link, the heading, the subtotal. */
const basketPageLayout = (world: ShopperWorld) =>
  boxesOf(world, basketLink, role('heading', 'Your shopping Basket', { level: 1 }), role('complementary', 'Subtotal'));

const runsBelowWindow = (world: ShopperWorld) =>
  world.driver.evaluate<boolean>('document.documentElement.scrollHeight > innerHeight');

When('I remove items until the basket page is shorter than the window', async function (this: ShopperWorld) {
  expect(await runsBelowWindow(this), 'the basket page runs below the window at first').toBe(true);
  this.layoutBefore = await basketPageLayout(this);
  const rows = inside(role('main'), role('listitem'));
  for (let left = await this.driver.count(rows); left > 1 && (await runsBelowWindow(this)); left--) {
    await this.driver.click(inside(rows, role('button', 'Remove from Basket')));
    await expect.poll(() => this.driver.count(rows), { message: 'the rows left' }).toBe(left - 1);
  }
  expect(await runsBelowWindow(this), 'the basket page runs below the window with one row').toBe(false);
});

Then('the basket link, the heading and the subtotal have not moved', async function (this: ShopperWorld) {
  expect(await basketPageLayout(this), 'the basket link, the heading and the subtotal').toEqual(this.layoutBefore);
});

Given('I prefer reduced motion', async function (this: ShopperWorld) {
  await this.driver.preferReducedMotion();
});

Then('nothing on the page is animated', async function (this: ShopperWorld) {
  const moving = await this.driver.evaluate<string[]>(`[...document.querySelectorAll('*')]
    .filter((element) => {
      const style = getComputedStyle(element);
      const longest = (durations) => Math.max(...durations.split(',').map(parseFloat));
      return longest(style.transitionDuration) > 0 || longest(style.animationDuration) > 0;
    })
    .map((element) => element.className)`);
  expect(moving).toEqual([]);
});
