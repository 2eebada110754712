import AxeBuilder from '@axe-core/playwright';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { SCREENS } from '../support/browser';
import type { ShopperWorld } from '../support/world';
import { tabTo } from './keyboard';
import { basketLink, basketRow, productCard } from './locators';

Given('I use a {word}', async function (this: ShopperWorld, screen: string) {
  await this.page.setViewportSize(SCREENS[screen as keyof typeof SCREENS]);
});

Then('the page has no accessibility violations', async function (this: ShopperWorld) {
  const { violations } = await new AxeBuilder({ page: this.page }).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}`,
    ),
  );
  expect(found).toEqual([]);
});

Then('nothing on the page scrolls sideways', async function (this: ShopperWorld) {
  const widths = await this.page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
});

/** The named button of a product's card on the home page, or of its row on the basket page. */
const productButton = (world: ShopperWorld, button: string, product: string) =>
  (button === 'Add to Basket' ? productCard(world.page, product) : basketRow(world.page, product).first()).getByRole(
    'button',
    { name: button },
  );

When('I tab to {string} for {string}', async function (this: ShopperWorld, button: string, product: string) {
  await tabTo(this.page, productButton(this, button, product));
});

When('I tab to the basket link', async function (this: ShopperWorld) {
  await tabTo(this.page, basketLink(this.page));
});

When('I tab to the {string} field', async function (this: ShopperWorld, label: string) {
  await tabTo(this.page, this.page.getByLabel(label));
});

When('I press Tab', async function (this: ShopperWorld) {
  await this.page.keyboard.press('Tab');
});

When('I press Enter', async function (this: ShopperWorld) {
  await this.page.keyboard.press('Enter');
});

When('I type {email}', async function (this: ShopperWorld, text: string) {
  await this.page.keyboard.type(text);
});

Then('what has focus shows a focus ring', async function (this: ShopperWorld) {
  const outline = await this.page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

Then('I hear {string}', async function (this: ShopperWorld, words: string) {
  await expect(this.page.locator('[aria-live="polite"]')).toContainText(words);
});

Then('the {string} heading has focus', async function (this: ShopperWorld, heading: string) {
  await expect(this.page.getByRole('heading', { name: heading })).toBeFocused();
});

Then('the {string} link has focus and can be seen', async function (this: ShopperWorld, link: string) {
  const target = this.page.getByRole('link', { name: link });
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
});

Then('{string} for {string} has focus', async function (this: ShopperWorld, button: string, product: string) {
  await expect(productButton(this, button, product)).toBeFocused();
});

Then('the search box has a row of its own', async function (this: ShopperWorld) {
  const search = await this.page.getByRole('searchbox', { name: 'Search' }).boundingBox();
  const logo = await this.page.getByRole('banner').getByRole('link', { name: 'Storefront home' }).boundingBox();
  expect(search!.y).toBeGreaterThanOrEqual(logo!.y + logo!.height);
});

Then('the product cards stack one per row', async function (this: ShopperWorld) {
  const boxes = await Promise.all((await this.page.getByRole('article').all()).map((card) => card.boundingBox()));
  expect(boxes).toHaveLength(6);
  for (const [index, box] of boxes.entries()) {
    expect(box!.x).toBe(boxes[0]!.x);
    if (index > 0) expect(box!.y).toBeGreaterThanOrEqual(boxes[index - 1]!.y + boxes[index - 1]!.height);
  }
});

async function subtotalAndRows(world: ShopperWorld) {
  const subtotal = await world.page.getByRole('complementary', { name: 'Subtotal' }).boundingBox();
  const rows = await world.page.getByRole('list').boundingBox();
  return { subtotal: subtotal!, rows: rows! };
}

Then("the subtotal is above the basket's rows", async function (this: ShopperWorld) {
  const { subtotal, rows } = await subtotalAndRows(this);
  expect(subtotal.y + subtotal.height).toBeLessThanOrEqual(rows.y);
});

Then("the subtotal is on the right of the basket's rows", async function (this: ShopperWorld) {
  const { subtotal, rows } = await subtotalAndRows(this);
  expect(subtotal.x).toBeGreaterThanOrEqual(rows.x + rows.width);
});

Given('I have just added {string} to the basket', async function (this: ShopperWorld, product: string) {
  await this.open('/');
  await productCard(this.page, product).getByRole('button', { name: 'Add to Basket' }).click();
  await expect(basketLink(this.page)).toHaveText('1');
});

When('I add {string} to the basket {int} times', async function (this: ShopperWorld, product: string, times: number) {
  this.headerLayout = await headerLayout(this);
  const button = productCard(this.page, product).getByRole('button', { name: 'Add to Basket' });
  for (let click = 0; click < times; click++) await button.click();
  await expect(basketLink(this.page)).toHaveText(String(times));
});

Then('the card {string} confirms {string}', async function (this: ShopperWorld, product: string, text: string) {
  await expect(productCard(this.page, product).getByText(text)).toBeVisible();
});

/** Where the header's parts sit: a count growing from one digit to two must not move any of them. */
async function headerLayout(world: ShopperWorld) {
  const banner = world.page.getByRole('banner');
  const parts = [banner.getByRole('searchbox'), banner.getByRole('link', { name: 'Sign In' }), basketLink(world.page)];
  // Across, and their size: the header is sticky, so scrolling to a card moves it down the window.
  return Promise.all(
    parts.map(async (part) => {
      const { x, width, height } = (await part.boundingBox())!;
      return { x, width, height };
    }),
  );
}

Then('the header has not moved', async function (this: ShopperWorld) {
  expect(await headerLayout(this)).toEqual(this.headerLayout);
});

Given('I prefer reduced motion', async function (this: ShopperWorld) {
  await this.page.emulateMedia({ reducedMotion: 'reduce' });
});

Then('nothing on the page is animated', async function (this: ShopperWorld) {
  // Text, so the TypeScript loader adds no helpers the page lacks.
  const moving = await this.page.evaluate(`[...document.querySelectorAll('*')]
    .filter((element) => {
      const style = getComputedStyle(element);
      const longest = (durations) => Math.max(...durations.split(',').map(parseFloat));
      return longest(style.transitionDuration) > 0 || longest(style.animationDuration) > 0;
    })
    .map((element) => element.className)`);
  expect(moving).toEqual([]);
});
