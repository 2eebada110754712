// What the steps point at, named as a shopper names it, for the driver seam (features/support/driver).
import { having, inside, role, type Target } from '../driver/driver';

/** Products are named in the features by the start of their title. */
export const titled = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

export const productCard = (product: string): Target => having(role('article'), role('heading', titled(product)));

export const basketRow = (product: string): Target => having(role('listitem'), role('heading', titled(product)));

/** The header's basket link: its accessible name carries the count ("3 items in basket"). */
export const basketLink = role('link', /items? in basket$/);

export const stars = (count: number) => `${count} out of 5 stars`;

export const header = role('banner');

export const inHeader = (target: Target) => inside(header, target);
