import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseProduct } from '@/domain/product';
import { aProduct } from '../support/products';

describe('parseProduct', () => {
  test('accepts a well-formed product and keeps only its known fields', () => {
    const result = parseProduct({ ...aProduct(), extra: '<script>' });
    expect(result).toEqual({ ok: true, value: aProduct() });
  });

  test.each([
    ['not an object', 'a string', 'value', 'is not an object'],
    ['null', null, 'value', 'is not an object'],
    ['an array', [], 'value', 'is not an object'],
    ['a missing id', { ...aProduct(), id: undefined }, 'id', 'must be a non-empty string'],
    ['a numeric id', { ...aProduct(), id: 12 }, 'id', 'must be a non-empty string'],
    ['a blank title', { ...aProduct(), title: '  ' }, 'title', 'must be a non-empty string'],
    ['no image', { ...aProduct(), image: '' }, 'image', 'must be a non-empty string'],
    ['a negative price', { ...aProduct(), price: -0.01 }, 'price', 'must be a finite number of dollars, 0 or more'],
    [
      'a price that is not a number',
      { ...aProduct(), price: '10' },
      'price',
      'must be a finite number of dollars, 0 or more',
    ],
    ['an infinite price', { ...aProduct(), price: Infinity }, 'price', 'must be a finite number of dollars, 0 or more'],
    ['a NaN price', { ...aProduct(), price: NaN }, 'price', 'must be a finite number of dollars, 0 or more'],
    ['a rating of 0', { ...aProduct(), rating: 0 }, 'rating', 'must be a whole number from 1 to 5'],
    ['a rating of 6', { ...aProduct(), rating: 6 }, 'rating', 'must be a whole number from 1 to 5'],
    ['a fractional rating', { ...aProduct(), rating: 3.5 }, 'rating', 'must be a whole number from 1 to 5'],
  ])('rejects %s, naming the field and what is wrong with it', (_case, raw, field, reason) => {
    expect(parseProduct(raw)).toEqual({ ok: false, error: { kind: 'invalid-product', field, reason } });
  });

  test('accepts a free item (price 0) and every rating from 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(parseProduct({ ...aProduct(), price: 0, rating }).ok).toBe(true);
    }
  });

  test('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect(() => parseProduct(raw)).not.toThrow();
      }),
    );
  });
});
