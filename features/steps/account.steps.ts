import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { ShopperWorld } from '../support/world';

async function fillIn(world: ShopperWorld, email: string, password: string) {
  await world.page.getByLabel('E-mail').fill(email);
  await world.page.getByLabel('Password').fill(password);
}

When(
  'I register with e-mail {string} and password {string}',
  async function (this: ShopperWorld, email: string, password: string) {
    await this.open('/login');
    await fillIn(this, email, password);
    await this.page.getByRole('button', { name: 'Create your Amazon Account' }).click();
  },
);

When(
  'I sign in with e-mail {string} and password {string}',
  async function (this: ShopperWorld, email: string, password: string) {
    await this.open('/login');
    await fillIn(this, email, password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  },
);

When('I sign out', async function (this: ShopperWorld) {
  await this.page.getByRole('link', { name: 'Sign Out' }).click();
});

Then('the header greets me as {string}', async function (this: ShopperWorld, name: string) {
  await expect(this.page.getByRole('banner')).toContainText(`Hello ${name}`);
});

Then('I am taken to the home page', async function (this: ShopperWorld) {
  await expect(this.page).toHaveURL(/\/$/);
  await expect(this.page.getByRole('banner')).toBeVisible();
});

Then('I see an alert saying {string}', async function (this: ShopperWorld, message: string) {
  await expect.poll(() => this.alerts).toEqual([message]);
});

Then('I am still on the sign-in page', async function (this: ShopperWorld) {
  await expect(this.page).toHaveURL(/\/login$/);
});
