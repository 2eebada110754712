// What the IndexedDB basket repository does beyond the contract, in Chromium: all-or-nothing writes, untrusted data, fallback.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { IndexedDbBasketRepository } from '@/adapters/basket-storage/indexeddb/indexed-db-basket-repository';
import { aProduct } from '../support/products';

const vest = aProduct({ id: 'vest', price: 11.96 });
const watch = aProduct({ id: 'watch' });
const unexpected = (error: unknown) => {
  throw new Error(`IndexedDB is unavailable: ${String(error)}`);
};
const aTab = () => new IndexedDbBasketRepository(window, unexpected);

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Writes records as something other than this storefront might have: by hand, into the same store. */
async function putRaw(records: unknown[]): Promise<void> {
  const database = await settled(indexedDB.open('storefront-basket'));
  const transaction = database.transaction('items', 'readwrite');
  for (const record of records) transaction.objectStore('items').add(record);
  await new Promise((resolve) => (transaction.oncomplete = resolve));
  database.close();
}

describe('IndexedDbBasketRepository', () => {
  beforeEach(async () => {
    await settled(indexedDB.deleteDatabase('storefront-basket'));
  });

  test('survives a reload: a new repository on the same database reads the saved basket', async () => {
    await aTab().append('guest', [vest, watch]);
    expect((await aTab().load('guest')).basket).toEqual([vest, watch]);
  });

  test('a write that fails midway (a full quota) stores none of its writes, so a move loses nothing', async () => {
    const repository = aTab();
    await repository.append('guest', [vest, watch]);
    const add = IDBObjectStore.prototype.add;
    let adds = 0;
    const full = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (++adds > 1) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return add.apply(this, args);
    });
    await expect(repository.moveAll('guest', 'user:ann')).rejects.toThrow('quota');
    full.mockRestore();
    expect((await repository.load('guest')).basket).toEqual([vest, watch]);
    expect((await repository.load('user:ann')).basket).toEqual([]);
  });

  test('drops unusable saved items with a reason each, keeps valid ones, and never mixes owners', async () => {
    await aTab().append('guest', [vest]);
    await putRaw([
      { owner: 'guest', item: { ...vest, price: -1 } },
      { owner: 'guest', item: null },
      { owner: 'user:ann', item: watch },
      { owner: 'guests', item: watch },
    ]);
    expect(await aTab().load('guest')).toEqual({
      basket: [vest],
      problems: ['item 2: price must be a finite number of dollars, 0 or more', 'item 3: value is not an object'],
    });
  });

  test('where IndexedDB is blocked, says so once and keeps the baskets in memory for the visit', async () => {
    const unavailable = vi.fn();
    const blocked = {
      get indexedDB(): IDBFactory {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    };
    const repository = new IndexedDbBasketRepository(blocked, unavailable);
    await repository.append('guest', [vest, watch]);
    await repository.removeFirst('guest', 'vest');
    await repository.moveAll('guest', 'user:ann');
    expect((await repository.load('user:ann')).basket).toEqual([watch]);
    expect(unavailable).toHaveBeenCalledTimes(1);
    expect(unavailable.mock.calls[0]![0]).toMatchObject({ name: 'SecurityError' });
  });
});
