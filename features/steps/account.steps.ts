import { Given, Then, When } from '../../qa/runner/fixtures';
import { expect } from '@playwright/test';
import { label, role } from '../../qa/driver/driver';
import { providerAdmin } from '../support/provider-admin';
import type { ShopperWorld } from '../support/world';
import { greeting, header, inHeader, wholeText } from './targets';

/** Types into the sign-in form and presses one of its two buttons, as a shopper would. */
async function submitCredentials(world: ShopperWorld, email: string, password: string, button: string) {
  await world.driver.open('/login');
  await world.driver.type(label('E-mail'), email);
  await world.driver.type(label('Password'), password);
  await world.driver.click(role('button', button, { exact: true }));
}

const register = (world: ShopperWorld, email: string, password: string) =>
  submitCredentials(world, email, password, 'Create your Amazon Account');

const greeted = (world: ShopperWorld, name: string) =>
  expect.poll(() => wholeText(world.driver, greeting), { message: "the header's greeting" }).toBe(`Hello ${name}`);

/** Signs in through the form, as a shopper would, and waits until the header greets them. */
async function signInAndWait(world: ShopperWorld, email: string, password: string) {
  await submitCredentials(world, email, password, 'Sign In');
  await greeted(world, email);
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

// Set-up through the provider's administrator: the sign-in form is for the scenarios about signing in.
Given(
  'I have registered as {email} with password {string}',
  async function (this: ShopperWorld, email: string, password: string) {
    await providerAdmin(this).createAccount(email, password);
    await signInAndWait(this, email, password);
  },
);

Given(
  'an account {email} with password {string} exists',
  async function (this: ShopperWorld, email: string, password: string) {
    await providerAdmin(this).createAccount(email, password);
  },
);

When('I sign out', async function (this: ShopperWorld) {
  await this.driver.click(inHeader(role('link', 'Sign Out')));
  // As a shopper does before anything else: see that it took. Firebase signs out once it has forgotten the
  // user it kept, so a reload or a page opened before then would find them signed in again.
  await greeted(this, 'Guest');
});

Then('I am taken to the home page', async function (this: ShopperWorld) {
  await expect.poll(() => this.driver.path(), { message: 'the address' }).toBe('/');
  await expect.poll(() => this.driver.isVisible(header), { message: 'the header' }).toBe(true);
});

Then('I see an alert saying {string}', async function (this: ShopperWorld, message: string) {
  await expect.poll(() => this.driver.alerts(), { message: 'the alerts shown' }).toEqual([message]);
});

Then('I saw no alert', async function (this: ShopperWorld) {
  expect(await this.driver.alerts()).toEqual([]);
});

const signInHeading = role('heading', 'Sign in');

Then('I am still on the sign-in page', async function (this: ShopperWorld) {
  await expect.poll(() => this.driver.path(), { message: 'the address' }).toBe('/login');
  await expect.poll(() => this.driver.isVisible(signInHeading), { message: 'the sign-in heading' }).toBe(true);
});

Then('I see the sign-in screen without a header', async function (this: ShopperWorld) {
  await expect.poll(() => this.driver.isVisible(signInHeading), { message: 'the sign-in heading' }).toBe(true);
  expect(await this.driver.count(header)).toBe(0);
});

Then('I see the {string} and {string} fields', async function (this: ShopperWorld, first: string, second: string) {
  for (const field of [first, second]) {
    await expect.poll(() => this.driver.isEnabled(label(field)), { message: `the ${field} field` }).toBe(true);
    expect(await this.driver.property(label(field), 'readOnly')).toBe(false);
  }
});

Then('I see the {string} and {string} buttons', async function (this: ShopperWorld, first: string, second: string) {
  for (const button of [first, second]) {
    const target = role('button', button, { exact: true });
    await expect.poll(() => this.driver.isEnabled(target), { message: `the ${button} button` }).toBe(true);
  }
});

Then('I see the conditions notice', async function (this: ShopperWorld) {
  await expect
    .poll(() => this.driver.text(role('main')), { message: 'the sign-in screen' })
    .toMatch(/By signing in you agree to the Storefront Conditions of Use/);
});

Then('the {string} field hides its text', async function (this: ShopperWorld, field: string) {
  await expect.poll(() => this.driver.attribute(label(field), 'type')).toBe('password');
});
