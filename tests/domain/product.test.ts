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
    ['not an object', 'a string', 'value'],
    ['null', null, 'value'],
    ['an array', [], 'value'],
    ['a missing id', { ...aProduct(), id: undefined }, 'id'],
    ['a numeric id', { ...aProduct(), id: 12 }, 'id'],
    ['a blank title', { ...aProduct(), title: '  ' }, 'title'],
    ['no image', { ...aProduct(), image: '' }, 'image'],
    ['a negative price', { ...aProduct(), price: -0.01 }, 'price'],
    ['a price that is not a number', { ...aProduct(), price: '10' }, 'price'],
    ['an infinite price', { ...aProduct(), price: Infinity }, 'price'],
    ['a NaN price', { ...aProduct(), price: NaN }, 'price'],
    ['a rating of 0', { ...aProduct(), rating: 0 }, 'rating'],
    ['a rating of 6', { ...aProduct(), rating: 6 }, 'rating'],
    ['a fractional rating', { ...aProduct(), rating: 3.5 }, 'rating'],
  ])('rejects %s, naming the field', (_case, raw, field) => {
    expect(parseProduct(raw)).toMatchObject({ ok: false, error: { kind: 'invalid-product', field } });
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
