import { Given, Then, When } from '../../qa/runner/fixtures';
import { expect } from '@playwright/test';
import { role } from '../../qa/driver/driver';
import type { ShopperWorld } from '../support/world';
import { header, inHeader } from './targets';

const PAGES: Record<string, string> = { home: '/', 'sign-in': '/login', basket: '/checkout' };

Given('I am on the {word} page', async function (this: ShopperWorld, page: string) {
  await this.driver.open(PAGES[page]!);
});

When('I go to the {word} page', async function (this: ShopperWorld, page: string) {
  await this.driver.open(PAGES[page]!);
});

When('I visit {string}', async function (this: ShopperWorld, address: string) {
  await this.driver.open(address);
});

When('I reload the page', async function (this: ShopperWorld) {
  await this.driver.reload();
});

When('I follow the {string} link', async function (this: ShopperWorld, name: string) {
  await this.driver.click(role('link', name, { exact: true }));
});

When('I follow the logo', async function (this: ShopperWorld) {
  await this.driver.click(inHeader(role('link', 'Storefront home')));
});

Then('I see the home page', async function (this: ShopperWorld) {
  await expect.poll(() => this.driver.path(), { message: 'the address' }).toBe('/');
  await expect.poll(() => this.driver.count(role('heading', "Today's deals")), { message: 'the deals' }).toBe(1);
});

Then('I am still on the basket page', async function (this: ShopperWorld) {
  await expect.poll(() => this.driver.path(), { message: 'the address' }).toBe('/checkout');
  const heading = role('heading', 'Your shopping Basket');
  await expect.poll(() => this.driver.isVisible(heading), { message: 'the basket page' }).toBe(true);
});

Then('I see the {string} heading', async function (this: ShopperWorld, heading: string) {
  await expect.poll(() => this.driver.isVisible(role('heading', heading)), { message: heading }).toBe(true);
});

Then('the page has a header', async function (this: ShopperWorld) {
  await expect.poll(() => this.driver.isVisible(header), { message: 'the header' }).toBe(true);
});

Then('the page has no header', async function (this: ShopperWorld) {
  await expect.poll(() => this.driver.isVisible(role('main')), { message: 'the page' }).toBe(true);
  expect(await this.driver.count(header)).toBe(0);
});

Then('the page title is {string}', async function (this: ShopperWorld, title: string) {
  await expect.poll(() => this.driver.evaluate<string>('document.title'), { message: 'the page title' }).toBe(title);
});

const DESCRIPTIONS = `[...document.querySelectorAll('meta[name="description"]')].map((tag) => tag.content)`;

Then("the page's one description begins {string}", async function (this: ShopperWorld, words: string) {
  await expect
    .poll(() => this.driver.evaluate<string[]>(DESCRIPTIONS), { message: "the page's descriptions" })
    .toEqual([expect.stringMatching(new RegExp(`^${words}`))]);
});
