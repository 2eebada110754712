import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { ShopperWorld } from '../support/world';
import { typeCredentials } from './locators';

/** Fills the sign-in form and presses one of its two buttons, as a shopper would. */
async function submitCredentials(world: ShopperWorld, email: string, password: string, button: string) {
  await world.open('/login');
  await typeCredentials(world.page, email, password);
  await world.page.getByRole('button', { name: button }).click();
}

const register = (world: ShopperWorld, email: string, password: string) =>
  submitCredentials(world, email, password, 'Create your Amazon Account');

async function registerAndWait(world: ShopperWorld, email: string, password: string) {
  await register(world, email, password);
  await expect(world.page.getByRole('banner')).toContainText(`Hello ${email}`);
}

When(
  'I register with e-mail {email} and password {string}',
  function (this: ShopperWorld, email: string, password: string) {
    return register(this, email, password);
  },
);

When(
  'I sign in with e-mail {email} and password {string}',
  function (this: ShopperWorld, email: string, password: string) {
    return submitCredentials(this, email, password, 'Sign In');
  },
);

Given(
  'I have registered as {email} with password {string}',
  function (this: ShopperWorld, email: string, password: string) {
    return registerAndWait(this, email, password);
  },
);

Given(
  'an account {email} with password {string} exists',
  async function (this: ShopperWorld, email: string, password: string) {
    await registerAndWait(this, email, password);
    await this.page.getByRole('link', { name: 'Sign Out' }).click();
    await expect(this.page.getByRole('banner')).toContainText('Hello Guest');
  },
);

When('I sign out', async function (this: ShopperWorld) {
  await this.page.getByRole('link', { name: 'Sign Out' }).click();
});

Then('I am taken to the home page', async function (this: ShopperWorld) {
  await expect(this.page).toHaveURL(/\/$/);
  await expect(this.page.getByRole('banner')).toBeVisible();
});

Then('I see an alert saying {string}', async function (this: ShopperWorld, message: string) {
  await expect.poll(() => this.alerts).toEqual([message]);
});

Then('I saw no alert', function (this: ShopperWorld) {
  expect(this.alerts).toEqual([]);
});

Then('I am still on the sign-in page', async function (this: ShopperWorld) {
  await expect(this.page).toHaveURL(/\/login$/);
  await expect(this.page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

Then('I see the sign-in screen without a header', async function (this: ShopperWorld) {
  await expect(this.page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(this.page.getByRole('banner')).toHaveCount(0);
});

Then('I see the {string} and {string} fields', async function (this: ShopperWorld, first: string, second: string) {
  await expect(this.page.getByLabel(first)).toBeEditable();
  await expect(this.page.getByLabel(second)).toBeEditable();
});

Then('I see the {string} and {string} buttons', async function (this: ShopperWorld, first: string, second: string) {
  await expect(this.page.getByRole('button', { name: first, exact: true })).toBeEnabled();
  await expect(this.page.getByRole('button', { name: second, exact: true })).toBeEnabled();
});

Then('I see the conditions notice', async function (this: ShopperWorld) {
  await expect(this.page.getByText(/By signing in you agree to the Storefront Conditions of Use/)).toBeVisible();
});

Then('the {string} field hides its text', async function (this: ShopperWorld, label: string) {
  await expect(this.page.getByLabel(label)).toHaveAttribute('type', 'password');
});
