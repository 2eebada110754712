import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { ShopperWorld } from '../support/world';

const ROUTES: Record<string, string> = { home: '/', 'sign-in': '/login', basket: '/checkout' };

const card = (world: ShopperWorld, product: string) =>
  world.page.getByRole('article').filter({ has: world.page.getByRole('heading', { name: product }) });

Given('I am on the {word} page', async function (this: ShopperWorld, page: string) {
  await this.open(ROUTES[page] ?? page);
});

Given('I visit {string}', async function (this: ShopperWorld, path: string) {
  await this.open(path);
});

When('I add {string} to the basket', async function (this: ShopperWorld, product: string) {
  const before = await basketCount(this);
  await card(this, product).getByRole('button', { name: 'Add to Basket' }).click();
  await expect(basketLink(this)).toHaveAccessibleName(new RegExp(`^${before + 1} items? in basket$`));
});

When('I open my basket', async function (this: ShopperWorld) {
  await basketLink(this).click();
  await expect(this.page.getByRole('heading', { name: 'Your shopping Basket' })).toBeVisible();
});

When('I remove {string} from the basket', async function (this: ShopperWorld, product: string) {
  await this.page
    .getByRole('listitem')
    .filter({ has: this.page.getByRole('heading', { name: product }) })
    .first()
    .getByRole('button', { name: 'Remove from Basket' })
    .click();
});

When('I reload the page', async function (this: ShopperWorld) {
  await this.page.reload();
});

Then('the basket shows {int} item(s)', async function (this: ShopperWorld, count: number) {
  await expect(basketLink(this)).toHaveText(String(count));
});

Then('my basket lists, in order:', async function (this: ShopperWorld, table) {
  const expected = (table.raw() as string[][]).map(([title]) => title!);
  await expect(this.page.getByRole('listitem').getByRole('heading')).toHaveText(expected);
});

Then('the subtotal reads {string}', async function (this: ShopperWorld, text: string) {
  await expect(this.page.getByRole('complementary', { name: 'Subtotal' })).toContainText(text);
});

Then('I see the {string} heading', async function (this: ShopperWorld, heading: string) {
  await expect(this.page.getByRole('heading', { name: heading })).toBeVisible();
});

Then(
  'the home page shows product cards in rows of {int}, {int} and {int}',
  async function (this: ShopperWorld, first: number, second: number, third: number) {
    await expect(this.page.getByRole('article')).toHaveCount(first + second + third);
    // Cards that share a row sit at the same height on a desktop-wide page.
    const tops = await this.page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    const perRow = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
    expect(perRow).toEqual([first, second, third]);
  },
);

function basketLink(world: ShopperWorld) {
  return world.page.getByRole('link', { name: /in basket$/ });
}

async function basketCount(world: ShopperWorld): Promise<number> {
  return Number(await basketLink(world).textContent());
}
