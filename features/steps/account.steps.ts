import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { ShopperWorld } from '../support/world';

/** Fills the sign-in form and presses one of its two buttons, as a shopper would. */
async function submitCredentials(world: ShopperWorld, email: string, password: string, button: string) {
  await world.open('/login');
  await world.page.getByLabel('E-mail').fill(email);
  await world.page.getByLabel('Password').fill(password);
  await world.page.getByRole('button', { name: button }).click();
}

When(
  'I register with e-mail {string} and password {string}',
  function (this: ShopperWorld, email: string, password: string) {
    return submitCredentials(this, email, password, 'Create your Amazon Account');
  },
);

When(
  'I sign in with e-mail {string} and password {string}',
  function (this: ShopperWorld, email: string, password: string) {
    return submitCredentials(this, email, password, 'Sign In');
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
