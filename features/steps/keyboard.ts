import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';

/**
 * Presses Tab until `target` has focus, as a keyboard user moves through the page, or Shift+Tab when it
 * comes before what has focus now: a shopper goes back to it rather than round through the browser's
 * own controls (where headless Firefox leaves the page without focus).
 */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  const key = (await target.evaluate(comesBeforeFocus)) ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(target, `${key} never reached it`).toBeFocused();
}

function comesBeforeFocus(element: Element): boolean {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return false;
  return Boolean(focused.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
}
