// Steps for the accounts the provider keeps: registrations from several tabs at once.
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import type { ShopperWorld } from '../support/world';
import { typeCredentials } from './locators';

Given('I have a second tab on the sign-in page', async function (this: ShopperWorld) {
  await this.openSecondTab('/login');
});

When(
  '{email} registers here while {email} registers in the second tab, both with password {string}',
  async function (this: ShopperWorld, first: string, second: string, password: string) {
    await typeCredentials(this.page, first, password);
    await typeCredentials(this.secondPage(), second, password);
    // Real mouse clicks, aimed first so that both land at once: each tab's provider then reads and
    // writes the accounts while the other does.
    const aim = async (page: Page) => {
      const box = await page.getByRole('button', { name: 'Create your Amazon Account' }).boundingBox();
      if (!box) throw new Error('The "Create your Amazon Account" button is not on screen.');
      return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    const clicks = await Promise.all([aim(this.page), aim(this.secondPage())]);
    await Promise.all(clicks.map((click) => click()));
  },
);

Then('both tabs are taken to the home page', async function (this: ShopperWorld) {
  for (const page of [this.page, this.secondPage()]) {
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
  }
});

Then(
  '{email} can sign in with password {string}',
  async function (this: ShopperWorld, email: string, password: string) {
    // Someone is signed in here: the last registration, or the previous step's sign-in.
    await this.open('/');
    const header = this.page.getByRole('banner');
    await header.getByRole('link', { name: 'Sign Out' }).click();
    await expect(header).toContainText('Hello Guest');
    await this.open('/login');
    await typeCredentials(this.page, email, password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
    // The provider answers with an alert or by going home; either way, the alert says why it refused.
    await expect
      .poll(() => this.alerts.length > 0 || new URL(this.page.url()).pathname === '/', {
        message: 'an alert, or the way home after signing in',
      })
      .toBe(true);
    expect(this.alerts).toEqual([]);
    await expect(header).toContainText(`Hello ${email}`);
  },
);
