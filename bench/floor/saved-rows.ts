// The rows the floor app's basket page draws when the bench saves some: the storefront's 1,000 rows' titles and
// prices. Apart from the page, so the bench can write them without loading React into its own process.

/** Where the bench saves the rows, as `FloorRow`s in JSON. */
export const FLOOR_BASKET_KEY = 'floor-basket';

export interface FloorRow {
  title: string;
  price: string;
}
