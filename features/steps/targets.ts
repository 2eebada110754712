// What the steps point at, named as a shopper names it, for the driver seam (features/support/driver).
import { having, inside, role, shownText, type Tab, type Target } from '../../qa/driver/driver';

/** Products are named in the features by the start of their title. */
export const titled = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

export const productCard = (product: string): Target => having(role('article'), role('heading', titled(product)));

export const basketRow = (product: string): Target => having(role('listitem'), role('heading', titled(product)));

/** The header's basket link once its count is known: its accessible name carries it ("3 items in basket"). */
export const basketLink = role('link', /items? in basket$/);

export const stars = (count: number) => `${count} out of 5 stars`;

export const header = role('banner');

export const inHeader = (target: Target) => inside(header, target);

/** The header's greeting, 'Hello Guest' or 'Hello ann@example.com'. */
export const greeting = inHeader(shownText(/^Hello /));

/** The basket page's own greeting, 'Hello, Guest'. */
export const pageGreeting = inside(role('main'), shownText(/^Hello, /));

/** The subtotal panel's line, 'Subtotal (N items): $X'. */
export const subtotalLine = inside(role('complementary', 'Subtotal'), shownText(/^Subtotal\b/));

/**
 * The whole text of the first match, each run of white space as one space: what a step that says a text
 * "reads", "is" or "says" compares, whole, so a part of the right text never passes for it.
 */
export const wholeText = async (tab: Tab, target: Target) => (await tab.text(target))?.replace(/\s+/g, ' ').trim();
