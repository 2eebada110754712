import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { ShopperWorld } from '../support/world';
import { basketLink, typeInto } from './locators';

Then('the header shows the logo linking to the home page', async function (this: ShopperWorld) {
  const logo = this.page.getByRole('banner').getByRole('link', { name: 'Storefront home' });
  await expect(logo).toHaveAttribute('href', '/');
  await expect(logo.getByRole('img', { name: 'Storefront home' })).toBeVisible();
});

Then('the header shows a search box', async function (this: ShopperWorld) {
  await expect(this.page.getByRole('banner').getByRole('searchbox', { name: 'Search' })).toBeVisible();
});

Then('the header greets me as {email}', async function (this: ShopperWorld, name: string) {
  await expect(this.page.getByRole('banner')).toContainText(`Hello ${name}`);
});

Then('the header offers {string}', async function (this: ShopperWorld, link: string) {
  await expect(this.page.getByRole('banner').getByRole('link', { name: link, exact: true })).toBeVisible();
});

Then('the header shows {string} and {string}', async function (this: ShopperWorld, first: string, second: string) {
  await expect(this.page.getByRole('banner')).toContainText(first);
  await expect(this.page.getByRole('banner')).toContainText(second);
});

Then('the basket shows {int} item(s)', async function (this: ShopperWorld, count: number) {
  await expect(basketLink(this.page)).toHaveText(String(count));
  await expect(basketLink(this.page)).toHaveAccessibleName(`${count} ${count === 1 ? 'item' : 'items'} in basket`);
});

When('I type {string} in the search box and press Enter', async function (this: ShopperWorld, text: string) {
  const search = this.page.getByRole('searchbox', { name: 'Search' });
  await typeInto(search, text);
  await search.press('Enter');
  await expect(search).toHaveValue(text);
});

When('I open my basket', async function (this: ShopperWorld) {
  await basketLink(this.page).click();
  await expect(this.page.getByRole('heading', { name: 'Your shopping Basket' })).toBeVisible();
});

Then('the second tab greets me as {email} without a reload', async function (this: ShopperWorld, name: string) {
  await expect(this.secondTab().getByRole('banner')).toContainText(`Hello ${name}`);
});
