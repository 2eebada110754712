import { Given, Then, When } from '../../qa/runner/fixtures';
import { expect } from '@playwright/test';
import { label, role } from '../../qa/driver/driver';
import { STORAGE_BLOCKED, STORAGE_FULL } from '../support/storage-faults';
import type { ShopperWorld } from '../support/world';

// Both faults reach localStorage and IndexedDB alike, so they hold whichever storage the build keeps the
// basket in (support/storage-faults.ts).

Given('browser storage is blocked', async function (this: ShopperWorld) {
  await this.driver.addInitScript(STORAGE_BLOCKED);
});

Given('browser storage is full', async function (this: ShopperWorld) {
  await this.driver.addInitScript(STORAGE_FULL);
});

Then('a console warning begins {string}', async function (this: ShopperWorld, warning: string) {
  // The console line goes on with the error's own details, which each engine words its own way.
  await expect
    .poll(() => this.warnings.map((line) => line.slice(0, warning.length)), { message: 'the console warnings' })
    .toContain(warning);
});

When('I lose my network connection', async function (this: ShopperWorld) {
  await this.driver.setOffline(true);
});

When('my network connection comes back', async function (this: ShopperWorld) {
  await this.driver.setOffline(false);
});

When(
  'I fill in e-mail {email} and password {string}',
  async function (this: ShopperWorld, email: string, password: string) {
    await this.driver.type(label('E-mail'), email);
    await this.driver.type(label('Password'), password);
  },
);

When('I double-click {string}', async function (this: ShopperWorld, button: string) {
  await this.driver.doubleClick(role('button', button));
});

When('I open the home page while its code cannot be downloaded', async function (this: ShopperWorld) {
  await this.driver.failRequests(/\/assets\/start-[\w-]+\.js$/);
  await this.driver.openAtFirstPaint('/');
});

When('I open the home page while its entry script cannot be downloaded', async function (this: ShopperWorld) {
  await this.driver.failRequests(/\/assets\/index-[\w-]+\.js$/);
  await this.driver.openAtFirstPaint('/');
  // Marks this document, so that a later step can tell a new one (reloaded) from it.
  await this.driver.evaluate('document.documentElement.dataset.seen = ""');
});

Then('the page is loaded again', async function (this: ShopperWorld) {
  // Asked while the page reloads, the question has no page to answer it: not yet, then.
  const seen = () => this.driver.evaluate<boolean>(`'seen' in document.documentElement.dataset`).catch(() => true);
  await expect.poll(seen, { message: 'the same document as before' }).toBe(false);
});

Then('I see the message {string}', async function (this: ShopperWorld, message: string) {
  await expect.poll(() => this.driver.text(role('alert')), { message: 'the alert on the page' }).toBe(message);
});
