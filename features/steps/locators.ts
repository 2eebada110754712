import type { Locator, Page } from 'playwright-core';

/** Products are named in the features by the start of their title. */
export const titled = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

export const productCard = (page: Page, product: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: titled(product) }) });

export const basketRow = (page: Page, product: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: titled(product) }) });

/** The header's basket link: its accessible name carries the count ("3 items in basket"). */
export const basketLink = (page: Page) => page.getByRole('link', { name: /items? in basket$/ });

export const stars = (count: number) => `${count} out of 5 stars`;

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
