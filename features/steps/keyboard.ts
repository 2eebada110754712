import { expect } from '@playwright/test';
import { describe, type Tab, type Target } from '../../qa/driver/driver';

/**
 * Presses Tab until `target` has focus, as a keyboard user moves through the page, or Shift+Tab when it
 * comes before what has focus now: a shopper goes back to it rather than round through the browser's
 * own controls (where headless Firefox leaves the page without focus).
 */
export async function tabTo(tab: Tab, target: Target): Promise<void> {
  const key = (await tab.comesBeforeFocus(target)) ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < 60 && !(await tab.isFocused(target)); presses++) await tab.press(key);
  expect(await tab.isFocused(target), `${key} never reached ${describe(target)}`).toBe(true);
}
