import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import type { ShopperWorld } from '../support/world';
import { basketLink, basketRow, productCard, quotedList, titled } from './locators';

async function addToBasket(page: Page, product: string) {
  const before = Number(await basketLink(page).textContent());
  await productCard(page, product).getByRole('button', { name: 'Add to Basket' }).click();
  await expect(basketLink(page)).toHaveText(String(before + 1));
}

When('I add {string} to the basket', async function (this: ShopperWorld, product: string) {
  await addToBasket(this.page, product);
});

Given(/^my basket holds (".+")$/, async function (this: ShopperWorld, list: string) {
  await this.open('/');
  for (const product of quotedList(list)) await addToBasket(this.page, product);
  await basketLink(this.page).click();
  await expect(this.page.getByRole('heading', { level: 1, name: 'Your shopping Basket' })).toBeVisible();
});

When('I remove the first {string} from the basket', async function (this: ShopperWorld, product: string) {
  await basketRow(this.page, product).first().getByRole('button', { name: 'Remove from Basket' }).click();
});

Then('my basket lists, in order:', async function (this: ShopperWorld, table) {
  const titles = (table.raw() as string[][]).map(([product]) => titled(product!));
  await expect(this.page.getByRole('listitem').getByRole('heading')).toHaveText(titles);
});

Then('I am told my basket is empty', async function (this: ShopperWorld) {
  await expect(this.page.getByRole('main')).toContainText('Your basket is empty.');
  await expect(this.page.getByRole('listitem')).toHaveCount(0);
});

Then('the subtotal reads {string}', async function (this: ShopperWorld, text: string) {
  await expect(this.page.getByRole('complementary', { name: 'Subtotal' })).toContainText(text);
});

Then('the page greets me as {email}', async function (this: ShopperWorld, name: string) {
  await expect(this.page.getByRole('main')).toContainText(`Hello, ${name}`);
});

When('I tick {string}', async function (this: ShopperWorld, label: string) {
  await this.page.getByRole('checkbox', { name: label }).check();
});

Then('{string} is ticked', async function (this: ShopperWorld, label: string) {
  await expect(this.page.getByRole('checkbox', { name: label })).toBeChecked();
});

When('I press {string}', async function (this: ShopperWorld, button: string) {
  await this.page.getByRole('button', { name: button }).click();
});

Then('I am told {string}', async function (this: ShopperWorld, message: string) {
  await expect(this.page.getByRole('status')).toHaveText(message);
});

Given('I have a second tab on the home page', async function (this: ShopperWorld) {
  await this.openSecondTab('/');
});

When('I add {string} to the basket in the second tab', async function (this: ShopperWorld, product: string) {
  await addToBasket(this.secondTab(), product);
});

When(
  'I add {string} {int} times while the second tab adds {string} {int} times',
  // A hundred real clicks: Firefox's driver takes about 0.2 s a click, far more on a busy machine.
  { timeout: 90_000 },
  async function (this: ShopperWorld, mine: string, myCount: number, theirs: string, theirCount: number) {
    // No waiting between clicks, and both tabs at once: the storage sees truly concurrent writes.
    const clickRepeatedly = async (page: Page, product: string, times: number) => {
      const button = productCard(page, product).getByRole('button', { name: 'Add to Basket' });
      for (let click = 0; click < times; click++) await button.click();
    };
    await Promise.all([
      clickRepeatedly(this.page, mine, myCount),
      clickRepeatedly(this.secondTab(), theirs, theirCount),
    ]);
  },
);

Then(
  "the second tab's basket shows {int} item(s) without a reload",
  async function (this: ShopperWorld, count: number) {
    await expect(basketLink(this.secondTab())).toHaveText(String(count));
  },
);
