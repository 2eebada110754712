// Steps for the accounts the provider keeps: registrations from several tabs at once.
import { Given, Then, When } from '../../qa/runner/fixtures';
import { expect } from '@playwright/test';
import { label, role, type Tab } from '../../qa/driver/driver';
import type { ShopperWorld } from '../support/world';
import { greeting, header, inHeader, wholeText } from './targets';

/** Types an e-mail and a password into the sign-in form of `tab`. */
async function typeCredentials(tab: Tab, email: string, password: string) {
  await tab.type(label('E-mail'), email);
  await tab.type(label('Password'), password);
}

Given('I have a second tab on the sign-in page', async function (this: ShopperWorld) {
  await this.openSecondTab('/login');
});

When(
  '{email} registers here while {email} registers in the second tab, both with password {string}',
  async function (this: ShopperWorld, first: string, second: string, password: string) {
    await typeCredentials(this.driver, first, password);
    await typeCredentials(this.secondTab(), second, password);
    // Real mouse clicks, aimed first so that both land at once: each tab's provider then reads and
    // writes the accounts while the other does.
    const button = role('button', 'Create your Amazon Account');
    const clicks = await Promise.all([this.driver.aim(button), this.secondTab().aim(button)]);
    await Promise.all(clicks.map((click) => click()));
  },
);

Then('both tabs are taken to the home page', async function (this: ShopperWorld) {
  for (const [name, tab] of [
    ['this tab', this.driver],
    ['the second tab', this.secondTab()],
  ] as const) {
    await expect.poll(() => tab.path(), { message: `the page ${name} shows` }).toBe('/');
    await expect.poll(() => tab.isVisible(header), { message: `the header ${name} shows` }).toBe(true);
  }
});

Then(
  '{email} can sign in with password {string}',
  async function (this: ShopperWorld, email: string, password: string) {
    // Someone is signed in here: the last registration, or the previous step's sign-in, each of which ends on the
    // home page, whose app need not start again.
    if ((await this.driver.path()) !== '/') await this.driver.open('/');
    await this.driver.click(inHeader(role('link', 'Sign Out')));
    const greets = (name: string) =>
      expect.poll(() => wholeText(this.driver, greeting), { message: "the header's greeting" }).toBe(`Hello ${name}`);
    await greets('Guest');
    await this.driver.open('/login');
    await typeCredentials(this.driver, email, password);
    await this.driver.click(role('button', 'Sign In', { exact: true }));
    // The provider answers with an alert or by going home; either way, the alert says why it refused.
    await expect
      .poll(async () => (await this.driver.alerts()).length > 0 || (await this.driver.path()) === '/', {
        message: 'an alert, or the way home after signing in',
      })
      .toBe(true);
    expect(await this.driver.alerts()).toEqual([]);
    await greets(email);
  },
);
