import type { Page } from 'playwright-core';

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
