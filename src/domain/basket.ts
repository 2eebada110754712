import { sumCents, type Cents } from './money';
import { priceInCents, type Product } from './product';

/** The shopper's basket: items in the order they were added; the same product may appear twice. */
export type Basket = readonly Product[];

export const EMPTY_BASKET: Basket = [];

export function addItem(basket: Basket, item: Product): Basket {
  return [...basket, item];
}

/** The outcome of a removal: "not found" is a value, so the caller decides how to report it. */
export interface Removal {
  readonly found: boolean;
  readonly basket: Basket;
}

/** Removes only the first item with this id (SPEC §4); an unknown id leaves the basket as it was. */
export function removeFirst(basket: Basket, id: string): Removal {
  const index = basket.findIndex((item) => item.id === id);
  if (index === -1) return { found: false, basket };
  return { found: true, basket: [...basket.slice(0, index), ...basket.slice(index + 1)] };
}

/** Each item counts once per appearance; there is no quantity field (SPEC §9). */
export function subtotal(basket: Basket): Cents {
  return sumCents(basket.map(priceInCents));
}
