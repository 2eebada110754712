import { describe, expect, test, vi } from 'vitest';
import { BrowserStorageBasketRepository } from '../../src/adapters/basket-storage/browser/browser-storage-basket-repository';
import { InMemoryBasketRepository } from '../../src/adapters/basket-storage/memory/in-memory-basket-repository';
import { MemoryStorage } from '../../src/adapters/storage/key-value-storage';
import { basketRepositoryContract } from '../contracts/basket-repository.contract';
import { aProduct } from '../support/products';

basketRepositoryContract('InMemoryBasketRepository', () => new InMemoryBasketRepository());
basketRepositoryContract(
  'BrowserStorageBasketRepository on localStorage',
  () => new BrowserStorageBasketRepository(localStorage, window),
);
basketRepositoryContract(
  'BrowserStorageBasketRepository on memory',
  () => new BrowserStorageBasketRepository(new MemoryStorage()),
);

describe('BrowserStorageBasketRepository', () => {
  const KEY = 'storefront.basket.guest';
  const vest = aProduct({ id: 'vest', price: 11.96 });

  test('survives a reload: a new repository on the same storage reads the saved basket', () => {
    new BrowserStorageBasketRepository(localStorage).save('guest', [vest]);
    expect(new BrowserStorageBasketRepository(localStorage).load('guest').basket).toEqual([vest]);
  });

  test.each([
    ['not JSON', '{oops', 'the saved basket is not valid JSON'],
    ['not a list', '{"id":"vest"}', 'the saved basket is not a list'],
    ['JSON null', 'null', 'the saved basket is not a list'],
  ])('stored data that is %s gives an empty basket and a problem', (_case, stored, problem) => {
    localStorage.setItem(KEY, stored);
    expect(new BrowserStorageBasketRepository(localStorage).load('guest')).toEqual({ basket: [], problems: [problem] });
  });

  test('drops invalid entries (negative price, rating out of range, wrong shapes) and keeps valid ones', () => {
    const stored = [vest, { ...vest, price: -1 }, { ...vest, rating: 9 }, 'vest', null, { ...vest, id: 'ok2' }];
    localStorage.setItem(KEY, JSON.stringify(stored));
    const { basket, problems } = new BrowserStorageBasketRepository(localStorage).load('guest');
    expect(basket).toEqual([vest, { ...vest, id: 'ok2' }]);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^item 2: price/);
  });

  test("hears another tab's change to the watched basket, and only to it", () => {
    const repository = new BrowserStorageBasketRepository(localStorage, window);
    const listener = vi.fn();
    const stop = repository.watch('guest', listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'storefront.basket.user:ann', newValue: '[]' }));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: JSON.stringify([vest]) }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ basket: [vest], problems: [] });
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '[]' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
