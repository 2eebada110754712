import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { ShopperWorld } from '../support/world';

const PAGES: Record<string, string> = { home: '/', 'sign-in': '/login', basket: '/checkout' };

Given('I am on the {word} page', async function (this: ShopperWorld, page: string) {
  await this.open(PAGES[page]!);
});

When('I go to the {word} page', async function (this: ShopperWorld, page: string) {
  await this.open(PAGES[page]!);
});

When('I visit {string}', async function (this: ShopperWorld, address: string) {
  await this.open(address);
});

When('I reload the page', async function (this: ShopperWorld) {
  await this.reload();
});

When('I follow the {string} link', async function (this: ShopperWorld, name: string) {
  await this.page.getByRole('link', { name, exact: true }).click();
});

When('I follow the logo', async function (this: ShopperWorld) {
  await this.page.getByRole('banner').getByRole('link', { name: 'Storefront home' }).click();
});

Then('I see the home page', async function (this: ShopperWorld) {
  await expect(this.page).toHaveURL(/\/$/);
  await expect(this.page.getByRole('heading', { name: "Today's deals" })).toBeAttached();
});

Then('I am still on the basket page', async function (this: ShopperWorld) {
  await expect(this.page).toHaveURL(/\/checkout$/);
  await expect(this.page.getByRole('heading', { name: 'Your shopping Basket' })).toBeVisible();
});

Then('I see the {string} heading', async function (this: ShopperWorld, heading: string) {
  await expect(this.page.getByRole('heading', { name: heading })).toBeVisible();
});

Then('the page has a header', async function (this: ShopperWorld) {
  await expect(this.page.getByRole('banner')).toBeVisible();
});

Then('the page has no header', async function (this: ShopperWorld) {
  await expect(this.page.getByRole('main')).toBeVisible();
  await expect(this.page.getByRole('banner')).toHaveCount(0);
});

Then('the page title is {string}', async function (this: ShopperWorld, title: string) {
  await expect(this.page).toHaveTitle(title);
});

Then("the page's one description begins {string}", async function (this: ShopperWorld, words: string) {
  const descriptions = this.page.locator('head meta[name="description"]');
  await expect(descriptions).toHaveCount(1);
  await expect(descriptions).toHaveAttribute('content', new RegExp(`^${words}`));
});
