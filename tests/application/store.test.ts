import { expect, test, vi } from 'vitest';
import { AppStore } from '@/application/store';
import { aProduct } from '../support/products';

test('notifies subscribers of a change, and only of a change', () => {
  const store = new AppStore();
  const listener = vi.fn();
  store.subscribe(listener);
  store.dispatch({ type: 'ADD_TO_BASKET', item: aProduct() });
  expect(listener).toHaveBeenCalledTimes(1);
  store.dispatch({ type: 'REMOVE_FROM_BASKET', id: 'missing' });
  store.dispatch({ type: 'SET_USER', user: null });
  expect(listener).toHaveBeenCalledTimes(1);
});

test('returns what the reducer noticed, and stops notifying after unsubscribe', () => {
  const store = new AppStore();
  const listener = vi.fn();
  const unsubscribe = store.subscribe(listener);
  unsubscribe();
  expect(store.dispatch({ type: 'REMOVE_FROM_BASKET', id: 'x' })).toEqual({ kind: 'not-in-basket', id: 'x' });
  store.dispatch({ type: 'ADD_TO_BASKET', item: aProduct() });
  expect(listener).not.toHaveBeenCalled();
  expect(store.getState().basket).toHaveLength(1);
});
