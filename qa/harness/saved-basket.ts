import type { Page } from 'playwright-core';
import { untilInteractive } from './browser';

/**
 * Gives the storefront open in `page` a returning guest whose basket holds `count` products, for scenarios and
 * measurements that start from one: added with its own "Add to Basket" buttons, so saved as the storefront saves it,
 * in whichever storage the build binds.
 */
export async function seedGuestBasket(page: Page, count: number): Promise<void> {
  await untilInteractive(page);
  // Text, so the TypeScript loader adds no helpers the page lacks.
  await page.evaluate(`{
    const buttons = [...document.querySelectorAll('article button')];
    for (let index = 0; index < ${count}; index++) buttons[index % buttons.length].click();
  }`);
  // Saved once another tab shows them all: it reads the saved basket on load and follows it as writes land.
  await using otherTab = await page.context().newPage();
  await otherTab.goto(page.url());
  const label = `${count} ${count === 1 ? 'item' : 'items'} in basket`;
  await otherTab.getByRole('link', { name: label, exact: true }).waitFor({ timeout: 60_000 });
}
