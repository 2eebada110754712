import fc from 'fast-check';
import { expect, test } from 'vitest';
import { arrangeInRows } from '@/domain/catalog';
import { greetingName } from '@/domain/user';
import { basketOwnerOf } from '@/domain/shopper';
import type { User } from '@/domain/user';

test('the home page rows hold 2, 3 and 1 products', () => {
  expect(arrangeInRows([1, 2, 3, 4, 5, 6])).toEqual([[1, 2], [3, 4, 5], [6]]);
});

test('rows keep every product in order up to the layout size, and never an empty row', () => {
  fc.assert(
    fc.property(fc.array(fc.nat(), { maxLength: 10 }), (items) => {
      const rows = arrangeInRows(items);
      expect(rows.flat()).toEqual(items.slice(0, 6));
      expect(rows.every((row) => row.length > 0)).toBe(true);
    }),
  );
});

test('the greeting names the signed-in e-mail, or Guest', () => {
  expect(greetingName(null)).toBe('Guest');
  expect(greetingName({ email: 'ann@example.com' } as User)).toBe('ann@example.com');
});

test('each signed-in account has its own basket, guests share one', () => {
  expect(basketOwnerOf(null)).toBe('guest');
  expect(basketOwnerOf({ uid: 'u1' } as User)).toBe('user:u1');
});
