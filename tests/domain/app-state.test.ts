import { describe, expect, test } from 'vitest';
import { INITIAL_STATE, reduce, type AppState } from '@/domain/app-state';
import type { User } from '@/domain/user';
import { aProduct } from '../support/products';

const shopper = { uid: 'u1', email: 'ann@example.com' } as User;

describe('the app state', () => {
  test('ADD_TO_BASKET appends the item with all its fields', () => {
    const item = aProduct({ id: '12321341' });
    const { state } = reduce(INITIAL_STATE, { type: 'ADD_TO_BASKET', item });
    expect(state.basket).toEqual([item]);
  });

  test('removing an item in the basket takes it out (which of duplicates is the basket rule)', () => {
    const [a, b] = [aProduct({ id: 'a' }), aProduct({ id: 'b' })];
    const { state, notice } = reduce({ ...INITIAL_STATE, basket: [a, b] }, { type: 'REMOVE_FROM_BASKET', id: 'a' });
    expect(state.basket).toEqual([b]);
    expect(notice).toBeUndefined();
  });

  test('removing an id that is not there returns the same state and a not-in-basket notice', () => {
    const start: AppState = { ...INITIAL_STATE, basket: [aProduct()] };
    const { state, notice } = reduce(start, { type: 'REMOVE_FROM_BASKET', id: 'nope' });
    expect(state).toBe(start);
    expect(notice).toEqual({ kind: 'not-in-basket', id: 'nope' });
  });

  test('EMPTY_BASKET clears the basket and keeps the user', () => {
    const { state } = reduce(
      { ...INITIAL_STATE, user: shopper, basket: [aProduct(), aProduct()] },
      { type: 'EMPTY_BASKET' },
    );
    expect(state).toEqual({ ...INITIAL_STATE, user: shopper, basket: [] });
  });

  test('EMPTY_BASKET on an empty basket returns the same state: nothing changed, so nothing re-renders', () => {
    const start = { ...INITIAL_STATE, user: shopper };
    expect(reduce(start, { type: 'EMPTY_BASKET' }).state).toBe(start);
  });

  test('SET_USER stores the user, or none', () => {
    const signedIn = reduce(INITIAL_STATE, { type: 'SET_USER', user: shopper }).state;
    expect(signedIn.user).toBe(shopper);
    expect(reduce(signedIn, { type: 'SET_USER', user: null }).state.user).toBeNull();
  });

  test('BASKET_RESTORED replaces the basket with the stored one', () => {
    const stored = [aProduct({ id: 'x' })];
    expect(
      reduce({ ...INITIAL_STATE, basket: [aProduct()] }, { type: 'BASKET_RESTORED', basket: stored }).state.basket,
    ).toBe(stored);
  });
});
