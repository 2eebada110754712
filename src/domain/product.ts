import { fail, ok, type Result } from './result';
import { toCents, type Cents } from './money';
import { isRecord } from './is-record';

/** A product as the spec describes it (SPEC §3); also the shape of a basket item. */
export interface Product {
  readonly id: string;
  readonly title: string;
  readonly image: string;
  /** Dollars, e.g. 1094.98. */
  readonly price: number;
  /** Whole stars, 1 to 5. */
  readonly rating: Rating;
}

export type Rating = 1 | 2 | 3 | 4 | 5;
export const MAX_RATING = 5;

export function priceInCents(product: Pick<Product, 'price'>): Cents {
  return toCents(product.price);
}

/** Why a piece of outside data is not a product: which field, and what is wrong with it. */
export interface InvalidProduct {
  readonly kind: 'invalid-product';
  readonly field: keyof Product | 'value';
  readonly reason: string;
}

const invalid = (field: InvalidProduct['field'], reason: string): Result<never, InvalidProduct> =>
  fail({ kind: 'invalid-product', field, reason });

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Checks data that comes from outside the program (storage, the catalogue) and returns a product
 * holding only the known fields, or the first reason it is not one. It never throws.
 */
export function parseProduct(raw: unknown): Result<Product, InvalidProduct> {
  if (!isRecord(raw)) return invalid('value', 'is not an object');
  const { id, title, image, price, rating } = raw;
  if (!isNonEmptyString(id)) return invalid('id', 'must be a non-empty string');
  if (!isNonEmptyString(title)) return invalid('title', 'must be a non-empty string');
  if (!isNonEmptyString(image)) return invalid('image', 'must be a non-empty string');
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) {
    return invalid('price', 'must be a finite number of dollars, 0 or more');
  }
  if (!isRating(rating)) return invalid('rating', `must be a whole number from 1 to ${MAX_RATING}`);
  return ok({ id, title, image, price, rating });
}

function isRating(value: unknown): value is Rating {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_RATING;
}
