// Playwright locators of what the steps point at, for the steps that drive Playwright directly; each is the
// Playwright form of its target in targets.ts, which steps on the driver seam use in every engine.
import type { Locator, Page } from 'playwright-core';
import { locate } from '../driver/playwright-driver';
import * as targets from './targets';

export { stars, titled } from './targets';

export const productCard = (page: Page, product: string) => locate(page, targets.productCard(product));

export const basketRow = (page: Page, product: string) => locate(page, targets.basketRow(product));

export const basketLink = (page: Page) => locate(page, targets.basketLink);

/** `"A"`, `"A" and "B"`, `"A", "B" and "C"`: the quoted names in a step's list. */
export const quotedList = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);

/**
 * Types into a field key by key, as a shopper does, replacing what it held. Not `fill()`: in Firefox it
 * sets the text without the input events React listens to, and the form would see an empty field.
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.press('ControlOrMeta+A');
  await (text === '' ? field.press('Delete') : field.pressSequentially(text));
}

/** Types an e-mail and a password into the sign-in form. */
export async function typeCredentials(page: Page, email: string, password: string): Promise<void> {
  await typeInto(page.getByLabel('E-mail'), email);
  await typeInto(page.getByLabel('Password'), password);
}
