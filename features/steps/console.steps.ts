// Steps on the offline provider's console (provider-console.html), in whichever tab of the browser shows it.
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import type { ShopperWorld } from '../support/world';
import { tabTo } from './keyboard';

const CONSOLE_PATH = '/provider-console.html';

/** The tab showing the console: this scenario's page, or the second tab it was opened in. */
function consoleTab(world: ShopperWorld): Page {
  const tab = world.context.pages().find((page) => new URL(page.url()).pathname === CONSOLE_PATH);
  if (!tab) throw new Error('The provider console is not open in any tab: open it first.');
  return tab;
}

/** The console's row for an account: the row whose header cell is its e-mail. */
const accountRow = (page: Page, email: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email, exact: true }) });

Given('I open the provider console', async function (this: ShopperWorld) {
  await this.open(CONSOLE_PATH);
});

Given('I have the provider console open in a second tab', async function (this: ShopperWorld) {
  await this.openSecondTab(CONSOLE_PATH);
});

When('I press {string} for {email} in the console', async function (this: ShopperWorld, action: string, email: string) {
  await consoleTab(this)
    .getByRole('button', { name: `${action} ${email}`, exact: true })
    .click();
});

When('I switch {string} {word} in the console', async function (this: ShopperWorld, name: string, state: string) {
  const toggle = consoleTab(this).getByRole('switch', { name, exact: true });
  await toggle.setChecked(state === 'on');
  await expect(toggle).toBeChecked({ checked: state === 'on' });
});

Then(
  'the console lists {email} as {word}',
  async function (this: ShopperWorld, email: string, status: 'enabled' | 'disabled') {
    const row = accountRow(consoleTab(this), email);
    await expect(
      row.getByRole('cell', { name: status === 'enabled' ? 'Enabled' : 'Disabled', exact: true }),
    ).toBeVisible();
  },
);

Then('the console lists no accounts', async function (this: ShopperWorld) {
  const page = consoleTab(this);
  await expect(page.getByText('No accounts.')).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(0);
});

When('I tab to the {string} button', async function (this: ShopperWorld, name: string) {
  // Tab by Tab, as a keyboard user moves: the button must be reachable in the page's own order.
  await tabTo(this.page, this.page.getByRole('button', { name, exact: true }));
});

When('I press Space', async function (this: ShopperWorld) {
  await this.page.keyboard.press('Space');
});

Then('the {string} switch is on', async function (this: ShopperWorld, name: string) {
  await expect(this.page.getByRole('switch', { name, exact: true })).toBeChecked();
});

Then('the offline-demo notice takes at most {int} lines', async function (this: ShopperWorld, lines: number) {
  const notice = this.page.getByRole('complementary', { name: 'Offline demo' });
  // The lines its text is laid out on: each piece of text on a line shares that line's top.
  const lineTops = await notice.evaluate((element) => {
    const text = document.createRange();
    text.selectNodeContents(element);
    return [...new Set([...text.getClientRects()].map((rect) => Math.round(rect.top)))];
  });
  expect(lineTops.length, `the notice's lines start at ${lineTops.join(', ')} px`).toBeLessThanOrEqual(lines);
});

Then(
  'the offline-demo notice offers the demo account and the {string} link',
  async function (this: ShopperWorld, link: string) {
    const notice = this.page.getByRole('complementary', { name: 'Offline demo' });
    await expect(notice).toContainText('demo@example.com');
    await expect(notice).toContainText('demo1234');
    await expect(notice.getByRole('link', { name: link })).toBeVisible();
  },
);
