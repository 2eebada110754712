// The basket's figures as the page shows them, the header's count and the subtotal line, shared by React (header.tsx,
// subtotal.tsx) and the basket page's inline script, which draws them with a returning guest's saved rows before the
// app runs (src/startup/saved-rows.ts): what the page shows first is what the app then hydrates, word for word.
import { subtotal } from '@/domain/basket';
import { formatMoney } from '@/domain/money';
import type { Product } from '@/domain/product';

/** What the figures are made of: the price of each item in the basket. */
type Priced = readonly Pick<Product, 'price'>[];

/** The classes of the elements that show the figures. */
export const FIGURES = {
  basketLink: 'header__basket',
  count: 'header__basket-count',
  total: 'subtotal__total',
  amount: 'subtotal__amount',
} as const;

/** The basket link's accessible name, which carries its count; only 'Basket' while the shopper's basket is not known. */
export const basketLabel = (count: number | undefined) =>
  count === undefined ? 'Basket' : `${count} ${count === 1 ? 'item' : 'items'} in basket`;

/** The subtotal line's words before its amount (SPEC §2); only 'Subtotal' while the shopper's basket is not known. */
export const subtotalWords = (basket: Priced | undefined) =>
  basket ? `Subtotal (${basket.length} items): ` : 'Subtotal';

/** The subtotal's amount as the line shows it: dollars, two decimals, thousands separated (SPEC §9). */
export const subtotalAmount = (basket: Priced) => formatMoney(subtotal(basket));

/**
 * Draws into `page` the header's count and the subtotal line of `basket` as React draws them; of no known basket
 * (`undefined`) as the build prerendered them: no count, and the line's words alone.
 */
export function drawBasketFigures(page: ParentNode, basket: Priced | undefined): void {
  const link = page.querySelector(`.${FIGURES.basketLink}`);
  const count = link?.querySelector(`.${FIGURES.count}`);
  const total = page.querySelector(`.${FIGURES.total}`);
  if (!link || !count || !total) return;
  link.setAttribute('aria-label', basketLabel(basket?.length));
  count.textContent = basket ? String(basket.length) : '';
  total.textContent = subtotalWords(basket);
  if (!basket) return;
  const amount = total.ownerDocument.createElement('span');
  amount.className = FIGURES.amount;
  amount.textContent = subtotalAmount(basket);
  total.append(amount);
}
