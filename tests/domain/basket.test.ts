import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  addItem,
  changeBasket,
  EMPTY_BASKET,
  removeFirst,
  subtotal,
  withCatalogData,
  type Basket,
} from '@/domain/basket';
import { toCents } from '@/domain/money';
import { INITIAL_STATE, reduce, type Action } from '@/domain/app-state';
import type { Product } from '@/domain/product';
import { aProduct, productArbitrary } from '../support/products';

const watch = aProduct({ id: 'watch', price: 199.99 });
const vest = aProduct({ id: 'vest', price: 11.96 });

describe('the basket', () => {
  test('adding appends, and the same product may be added twice', () => {
    const basket = addItem(addItem(addItem(EMPTY_BASKET, watch), vest), watch);
    expect(basket.map((item) => item.id)).toEqual(['watch', 'vest', 'watch']);
  });

  test('removing an id removes only its first appearance', () => {
    const basket: Basket = [watch, vest, watch];
    const removal = removeFirst(basket, 'watch');
    expect(removal).toEqual({ found: true, basket: [vest, watch] });
  });

  test('a change, as the store and storage both take it, adds, removes the first match or empties', () => {
    const basket: Basket = [watch, vest, watch];
    expect(changeBasket(basket, { type: 'ADD_TO_BASKET', item: vest })).toEqual([watch, vest, watch, vest]);
    expect(changeBasket(basket, { type: 'REMOVE_FROM_BASKET', id: 'watch' })).toEqual([vest, watch]);
    expect(changeBasket(basket, { type: 'REMOVE_FROM_BASKET', id: 'none' })).toBe(basket);
    expect(changeBasket(basket, { type: 'EMPTY_BASKET' })).toEqual([]);
    const empty: Basket = [];
    expect(changeBasket(empty, { type: 'EMPTY_BASKET' })).toBe(empty);
  });

  test('removing an id that is not in the basket reports it and changes nothing', () => {
    const basket: Basket = [vest];
    expect(removeFirst(basket, 'watch')).toEqual({ found: false, basket });
  });

  test('operations never change the basket they are given', () => {
    const basket: Basket = Object.freeze([watch, vest]);
    addItem(basket, vest);
    removeFirst(basket, 'watch');
    expect(basket).toEqual([watch, vest]);
  });

  type Operation = { kind: 'add'; item: Product } | { kind: 'remove'; id: string } | { kind: 'empty' };
  const operation: fc.Arbitrary<Operation> = fc.oneof(
    { arbitrary: productArbitrary.map((item) => ({ kind: 'add' as const, item })), weight: 4 },
    {
      arbitrary: fc.constantFrom('a', 'b', 'c', 'd', 'missing').map((id) => ({ kind: 'remove' as const, id })),
      weight: 3,
    },
    { arbitrary: fc.constant({ kind: 'empty' as const }), weight: 1 },
  );
  const toAction = (step: Operation): Action =>
    step.kind === 'add'
      ? { type: 'ADD_TO_BASKET', item: step.item }
      : step.kind === 'remove'
        ? { type: 'REMOVE_FROM_BASKET', id: step.id }
        : { type: 'EMPTY_BASKET' };

  test('behaves like a plain list under any sequence of adds, removes and empties (model-based)', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        let state = INITIAL_STATE;
        let model: Product[] = [];
        for (const step of operations) {
          const { state: next, notice } = reduce(state, toAction(step));
          if (step.kind === 'add') model.push(step.item);
          if (step.kind === 'empty') model = [];
          let expectedNotice: unknown;
          if (step.kind === 'remove') {
            const index = model.findIndex((item) => item.id === step.id);
            if (index === -1) expectedNotice = { kind: 'not-in-basket', id: step.id };
            else model.splice(index, 1);
          }
          state = next;
          expect(notice).toEqual(expectedNotice);
          expect(state.basket).toEqual(model);
        }
      }),
    );
  });
});

describe('subtotal', () => {
  test('is $0.00 for an empty basket', () => {
    expect(subtotal(EMPTY_BASKET)).toBe(0);
  });

  test('counts each appearance of an item once', () => {
    expect(subtotal([watch, vest, watch])).toBe(19999 + 1196 + 19999);
  });

  test('is the exact sum in cents for any list of prices', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { maxLength: 200 }), (cents) => {
        const basket = cents.map((amount, index) => aProduct({ id: String(index), price: amount / 100 }));
        expect(subtotal(basket)).toBe(cents.reduce((total, amount) => total + amount, 0));
      }),
    );
  });

  test('does not drift where adding dollars would', () => {
    const dimes = Array.from({ length: 10 }, () => aProduct({ price: 0.1 }));
    expect(dimes.reduce((total, item) => total + item.price, 0)).not.toBe(1);
    expect(subtotal(dimes)).toBe(toCents(1));
  });
});

describe('withCatalogData', () => {
  test("replaces stored items with the catalogue's products and reports ids it does not know", () => {
    const catalogue = [watch, vest];
    const stored = [{ ...vest, price: 0 }, aProduct({ id: 'ghost' }), watch, { ...vest, title: 'Renamed' }];
    expect(withCatalogData(stored, catalogue)).toEqual({ basket: [vest, watch, vest], unknownIds: ['ghost'] });
  });
});
