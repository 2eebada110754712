// How the basket page names its rows, shared by React (basket-rows.tsx) and the page's inline script, which
// draws a returning guest's saved rows before the app runs (src/startup/saved-rows.ts): both must name them alike.

/**
 * Keys that stay with their row when another is removed, even when a product is in the basket twice.
 * Removal always takes the first match (SPEC §4), so each appearance of an id is numbered from the
 * end: `id#0` is its last appearance. Removing the first one then renames no other row, and React
 * keeps every other row as it is instead of moving or re-rendering it.
 */
export function withStableKeys<T extends { readonly id: string }>(basket: readonly T[]) {
  const seen = new Map<string, number>();
  const keyed = new Array<{ key: string; item: T }>(basket.length);
  for (let index = basket.length - 1; index >= 0; index--) {
    const item = basket[index]!;
    const fromEnd = seen.get(item.id) ?? 0;
    seen.set(item.id, fromEnd + 1);
    keyed[index] = { key: `${item.id}#${fromEnd}`, item };
  }
  return keyed;
}

/** The id of a row's title, which its button is described by: unique while the row stays, as its key is. */
export const rowTitleId = (key: string) => `basket-row-${key}`;

/**
 * The build's templates of the rows (src/ui/components/basket-rows.tsx): the `id` of the one holding the empty list;
 * the attributes of each row's template naming its product, the address of its picture and its price as the
 * catalogue has it; and the title id of a row's template, which the inline script replaces with the row's own. Only
 * the build and the inline script use them.
 */
export const ROW_TEMPLATE = {
  listId: 'basket-rows-template',
  product: 'data-product',
  picture: 'data-picture',
  price: 'data-price',
  titleId: 'basket-row-template',
} as const;

/** Marks the list the inline script drew, until the app takes it over (src/ui/saved-rows.ts), with `drawnMark`. */
export const DRAWN_MARK = 'data-drawn-before-start';

/** Which products a drawn list shows, in order: its rows' keys and ids follow from that alone. */
export const drawnMark = (basket: readonly { readonly id: string }[]) => JSON.stringify(basket.map(({ id }) => id));
