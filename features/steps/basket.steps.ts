import { Given, Then, When } from '../../qa/runner/fixtures';
import { expect, test } from '@playwright/test';
import { inside, role, type Tab } from '../../qa/driver/driver';
import type { ShopperWorld } from '../support/world';
import { basketLink, basketRow, greeting, pageGreeting, productCard, subtotalLine, titled, wholeText } from './targets';

/** `"A"`, `"A" and "B"`, `"A", "B" and "C"`: the quoted names in a step's list. */
const quotedList = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);

async function addToBasket(tab: Tab, product: string) {
  const before = Number(await tab.text(basketLink));
  await tab.click(inside(productCard(product), role('button', 'Add to Basket')));
  await expect.poll(() => tab.text(basketLink), { message: 'the basket link' }).toBe(String(before + 1));
}

When('I add {string} to the basket', async function (this: ShopperWorld, product: string) {
  await addToBasket(this.driver, product);
});

Given(/^my basket holds (".+")$/, async function (this: ShopperWorld, list: string) {
  await this.driver.open('/');
  for (const product of quotedList(list)) await addToBasket(this.driver, product);
  await this.driver.click(basketLink);
  const heading = role('heading', 'Your shopping Basket', { level: 1 });
  await expect.poll(() => this.driver.isVisible(heading), { message: 'the basket page' }).toBe(true);
});

When('I remove the first {string} from the basket', async function (this: ShopperWorld, product: string) {
  await this.driver.click(inside(basketRow(product), role('button', 'Remove from Basket')));
});

Then('my basket lists, in order:', async function (this: ShopperWorld, table) {
  const products = (table.raw() as string[][]).map(([product]) => product!);
  const titles = () => this.driver.texts(inside(inside(role('main'), role('list')), role('heading')));
  await expect
    .poll(async () => (await titles()).map((title, row) => titled(products[row] ?? '').test(title)), {
      message: 'the basket rows, in order',
    })
    .toEqual(products.map(() => true));
});

Then('I am told my basket is empty', async function (this: ShopperWorld) {
  await expect.poll(() => this.driver.text(role('main')), { message: 'the page' }).toContain('Your basket is empty.');
  expect(await this.driver.count(role('listitem'))).toBe(0);
});

Then('the subtotal reads {string}', async function (this: ShopperWorld, text: string) {
  await expect.poll(() => wholeText(this.driver, subtotalLine), { message: 'the subtotal' }).toBe(text);
});

Then('the page greets me as {email}', async function (this: ShopperWorld, name: string) {
  await expect
    .poll(() => wholeText(this.driver, pageGreeting), { message: "the page's greeting" })
    .toBe(`Hello, ${name}`);
});

When('I tick {string}', async function (this: ShopperWorld, name: string) {
  await this.driver.click(role('checkbox', name));
});

Then('{string} is ticked', async function (this: ShopperWorld, name: string) {
  await expect.poll(() => this.driver.property(role('checkbox', name), 'checked'), { message: name }).toBe(true);
});

When('I press {string}', async function (this: ShopperWorld, button: string) {
  await this.driver.click(role('button', button));
});

Then('I am told {string}', async function (this: ShopperWorld, message: string) {
  await expect.poll(() => this.driver.text(role('status')), { message: 'what the page says' }).toBe(message);
});

Given('I have a second tab on the home page', async function (this: ShopperWorld) {
  await this.openSecondTab('/');
  // The new tab's provider checks the session when it starts (Firebase asks its server): an administrator's
  // change in the next step must come after that check, so the tab is ready once it greets as the first does.
  const mine = await wholeText(this.driver, greeting);
  await expect.poll(() => wholeText(this.secondTab(), greeting), { message: "the second tab's greeting" }).toBe(mine);
});

When('I add {string} to the basket in the second tab', async function (this: ShopperWorld, product: string) {
  await addToBasket(this.secondTab(), product);
});

When(
  'I add {string} {int} times while the second tab adds {string} {int} times',
  async function (this: ShopperWorld, mine: string, myCount: number, theirs: string, theirCount: number) {
    // A hundred real clicks, up to ten times as slow on a shared runner (90 s ran out beside another suite, at a
    // load of 20 on 2 cores): five more minutes for the scenario.
    test.setTimeout(test.info().timeout + 300_000);
    // Each tab's button scrolled to and aimed once, then clicked where it is, with no waiting between clicks, both tabs at once: the
    // storage sees truly concurrent writes.
    const clickRepeatedly = async (tab: Tab, product: string, times: number) => {
      const button = inside(productCard(product), role('button', 'Add to Basket'));
      await tab.scrollTo(button);
      const click = await tab.aim(button);
      for (let round = 0; round < times; round++) await click();
    };
    await Promise.all([
      clickRepeatedly(this.driver, mine, myCount),
      clickRepeatedly(this.secondTab(), theirs, theirCount),
    ]);
  },
);

Then(
  "the second tab's basket shows {int} item(s) without a reload",
  async function (this: ShopperWorld, count: number) {
    await expect
      .poll(() => this.secondTab().text(basketLink), { message: "the second tab's basket link" })
      .toBe(String(count));
  },
);
