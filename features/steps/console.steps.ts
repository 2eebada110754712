// Steps on the fake auth provider's console (provider-console.html), in whichever tab of the browser shows it.
import { Given, Then, When } from '../../qa/runner/fixtures';
import { expect } from '@playwright/test';
import { having, inside, role, type Tab } from '../../qa/driver/driver';
import { fakeAuthAdminIn } from '../support/provider-admin';
import type { ShopperWorld } from '../support/world';
import { tabTo } from './keyboard';

const CONSOLE_PATH = '/provider-console.html';

/** The tab showing the console: the second tab when it was opened there, else this scenario's first. */
function consoleTab(world: ShopperWorld): Tab {
  return world.hasSecondTab() ? world.secondTab() : world.driver;
}

/** The console's row for an account: the row whose header cell is its e-mail. */
const accountRow = (email: string) => having(role('row'), role('rowheader', email, { exact: true }));

const notice = role('complementary', 'Demo store');

Given('I open the provider console', async function (this: ShopperWorld) {
  await this.driver.open(CONSOLE_PATH);
});

Given('I have the provider console open in a second tab', async function (this: ShopperWorld) {
  await this.openSecondTab(CONSOLE_PATH);
});

When('I press {string} for {email} in the console', async function (this: ShopperWorld, action: string, email: string) {
  await consoleTab(this).click(role('button', `${action} ${email}`, { exact: true }));
});

When('I switch {string} {word} in the console', async function (this: ShopperWorld, name: string, state: string) {
  const toggle = role('switch', name, { exact: true });
  const console = consoleTab(this);
  if ((await console.property(toggle, 'checked')) !== (state === 'on')) await console.click(toggle);
  await expect.poll(() => console.property(toggle, 'checked'), { message: `the ${name} switch` }).toBe(state === 'on');
});

Then(
  'the console lists {email} as {word}',
  async function (this: ShopperWorld, email: string, status: 'enabled' | 'disabled') {
    const cell = inside(
      accountRow(email),
      role('cell', status === 'enabled' ? 'Enabled' : 'Disabled', { exact: true }),
    );
    await expect.poll(() => consoleTab(this).isVisible(cell), { message: `${email} listed as ${status}` }).toBe(true);
    // The shopper's own tab hears the console's change a moment later (each tab reads its own copy of the
    // browser's storage), as a shopper who then switches tabs would find it: what it signs in against next.
    if (this.hasSecondTab()) {
      await expect
        .poll(() => disabledInTab(this.driver, email), { message: `${email} ${status} in the shopper's tab` })
        .toBe(status === 'disabled');
    }
  },
);

/** Whether the fake auth provider in `tab` holds the account as disabled. */
const disabledInTab = (tab: Tab, email: string) => fakeAuthAdminIn(tab).isDisabled(email);

Then('the console lists no accounts', async function (this: ShopperWorld) {
  const console = consoleTab(this);
  await expect.poll(() => console.text(role('main')), { message: 'the console' }).toContain('No accounts.');
  expect(await console.count(role('rowheader'))).toBe(0);
});

When('I tab to the {string} button', async function (this: ShopperWorld, name: string) {
  // Tab by Tab, as a keyboard user moves: the button must be reachable in the page's own order.
  await tabTo(this.driver, role('button', name, { exact: true }));
});

When('I press Space', async function (this: ShopperWorld) {
  await this.driver.press('Space');
});

Then('the {string} switch is on', async function (this: ShopperWorld, name: string) {
  const toggle = role('switch', name, { exact: true });
  await expect.poll(() => this.driver.property(toggle, 'checked'), { message: `the ${name} switch` }).toBe(true);
});

Then('the demo store notice takes at most {int} lines', async function (this: ShopperWorld, lines: number) {
  // The lines its text is laid out on: each piece of text on a line shares that line's top.
  const lineTops = await this.driver.evaluate<number[]>(`(() => {
    const text = document.createRange();
    text.selectNodeContents(document.querySelector('aside[aria-label="Demo store"]'));
    return [...new Set([...text.getClientRects()].map((rect) => Math.round(rect.top)))];
  })()`);
  expect(lineTops.length, `the notice's lines start at ${lineTops.join(', ')} px`).toBeLessThanOrEqual(lines);
});

Then(
  'the demo store notice offers the demo account and the {string} link',
  async function (this: ShopperWorld, link: string) {
    await expect.poll(() => this.driver.text(notice), { message: 'the notice' }).toContain('demo@example.com');
    expect(await this.driver.text(notice)).toContain('demo1234');
    await expect.poll(() => this.driver.isVisible(inside(notice, role('link', link)))).toBe(true);
  },
);
