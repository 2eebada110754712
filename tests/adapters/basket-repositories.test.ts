// The in-memory repository on the basket contract, and what the browser repository does beyond it (in jsdom).
import { describe, expect, test, vi } from 'vitest';
import { BrowserStorageBasketRepository } from '@/adapters/basket-storage/browser/browser-storage-basket-repository';
import {
  InMemoryBasketRepository,
  InMemoryBaskets,
} from '@/adapters/basket-storage/memory/in-memory-basket-repository';
import { MemoryStorage } from '@/key-value-storage/key-value-storage';
import { basketRepositoryContract } from '../contracts/basket-repository.contract';
import { aProduct } from '../support/products';

// The browser repository runs the contract in Chromium: basket-repositories.browser.test.ts.
basketRepositoryContract('InMemoryBasketRepository', async () => {
  const baskets = new InMemoryBaskets();
  return {
    repository: new InMemoryBasketRepository(baskets),
    otherTab: async () => new InMemoryBasketRepository(baskets),
  };
});

describe('BrowserStorageBasketRepository', () => {
  const vest = aProduct({ id: 'vest', price: 11.96 });
  const watch = aProduct({ id: 'watch' });
  /** Another tab of the same browser: its own repository on the same storage. */
  const aTab = (now = Date.now) => new BrowserStorageBasketRepository(localStorage, window, { now });

  test('survives a reload: a new repository on the same storage reads the saved basket', async () => {
    await aTab().append('guest', [vest]);
    expect((await aTab().load('guest')).basket).toEqual([vest]);
  });

  test("an item saved after another tab's sorts after it, even within the same millisecond", async () => {
    const sameMillisecond = () => 1_000;
    // Each tab draws a random id; with the id as the only tie-break, 16 pairs of tabs pass by chance 1 time in 65,536.
    for (let pair = 0; pair < 16; pair++) {
      localStorage.clear();
      const first = aTab(sameMillisecond);
      const second = aTab(sameMillisecond);
      await first.append('guest', [vest, watch]);
      await second.append('guest', [watch, vest]);
      const order = (await aTab().load('guest')).basket.map((item) => item.id);
      expect(order).toEqual(['vest', 'watch', 'watch', 'vest']);
    }
  });

  test("a tab's items keep their order even if the clock steps back", async () => {
    let time = 5_000;
    const tab = aTab(() => time);
    await tab.append('guest', [vest]);
    time = 1_000;
    await tab.append('guest', [watch]);
    expect((await aTab().load('guest')).basket).toEqual([vest, watch]);
  });

  test('drops unusable entries with a reason each, keeps valid ones, and never removes an unusable one', async () => {
    await aTab().append('guest', [vest]);
    localStorage.setItem('storefront.basket.guest/1-broken', '{oops');
    localStorage.setItem('storefront.basket.guest/2-negative', JSON.stringify({ ...vest, price: -1 }));
    localStorage.setItem('storefront.basket.guest/3-rating', JSON.stringify({ ...vest, rating: 9 }));
    localStorage.setItem('storefront.basket.guest/4-null', 'null');
    const repository = aTab();
    expect(await repository.load('guest')).toEqual({
      basket: [vest],
      problems: [
        'entry 1-broken: not valid JSON',
        'entry 2-negative: price must be a finite number of dollars, 0 or more',
        'entry 3-rating: rating must be a whole number from 1 to 5',
        'entry 4-null: value is not an object',
      ],
    });
    await repository.removeFirst('guest', 'vest');
    expect((await repository.load('guest')).problems).toHaveLength(4);
  });

  test("another owner's entries, and other keys, never mix in", async () => {
    await aTab().append('user:ann', [watch]);
    localStorage.setItem('storefront.basket.guests/1', JSON.stringify(watch));
    localStorage.setItem('storefront.fake-auth.session', '{}');
    expect(await aTab().load('guest')).toEqual({ basket: [], problems: [] });
  });

  test('reading writes nothing, whatever storage holds', async () => {
    await aTab().append('guest', [vest]);
    localStorage.setItem('storefront.basket.guest', JSON.stringify([watch])); // not an entry: no "/" after the owner
    localStorage.setItem('storefront.basket.guest/1-broken', '{oops');
    const before = { ...localStorage };
    expect((await aTab().load('guest')).basket).toEqual([vest]);
    expect({ ...localStorage }).toEqual(before);
  });

  test('removing reads saved items only up to the first match: a click on a long basket reads one, not all', async () => {
    const storage = new MemoryStorage();
    const tab = new BrowserStorageBasketRepository(storage, window, { now: Date.now });
    await tab.append('guest', [vest, watch, watch, watch]);
    const reads = vi.spyOn(storage, 'getItem');
    await tab.removeFirst('guest', 'vest');
    expect(reads).toHaveBeenCalledTimes(1);
    expect((await tab.load('guest')).basket).toEqual([watch, watch, watch]);
  });

  test("hears another tab's changes to the watched basket, a burst of them as one, and only for that owner", () => {
    vi.useFakeTimers();
    try {
      const repository = aTab();
      const listener = vi.fn();
      const stop = repository.watch('guest', listener);
      const changed = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

      changed('storefront.basket.user:ann/x');
      vi.runAllTimers();
      expect(listener).not.toHaveBeenCalled();

      changed('storefront.basket.guest/1');
      changed('storefront.basket.guest/2');
      changed('storefront.basket.guest/3');
      expect(listener).not.toHaveBeenCalled(); // gathered for a frame's time
      vi.runAllTimers();
      expect(listener).toHaveBeenCalledTimes(1);

      changed(null); // another tab cleared all of storage
      vi.runAllTimers();
      expect(listener).toHaveBeenCalledTimes(2);

      changed('storefront.basket.guest/4');
      stop();
      vi.runAllTimers();
      expect(listener).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test('tabs that move the same basket at once move each item once, even from a stale copy', async () => {
    const [first, second] = [aTab(), aTab()];
    await first.append('guest', [vest, watch]);
    // The second tab read the guest basket before the first moved it, as a stale cache would.
    const stale = await second.load('guest');
    await first.moveAll('guest', 'user:ann');
    for (const key of Object.keys(localStorage).filter((name) => name.startsWith('storefront.basket.user:ann/'))) {
      localStorage.setItem(key.replace('user:ann', 'guest'), localStorage.getItem(key)!);
    }
    await second.moveAll('guest', 'user:ann');
    expect(stale.basket).toEqual([vest, watch]);
    expect((await aTab().load('user:ann')).basket).toEqual([vest, watch]);
    expect((await aTab().load('guest')).basket).toEqual([]);
  });

  test('a move that fails midway loses nothing: moved items are in the account, the rest still the guest’s', async () => {
    const storage = new MemoryStorage();
    const repository = new BrowserStorageBasketRepository(storage, new EventTarget(), { now: Date.now });
    await repository.append('guest', [vest, watch]);
    let writes = 0;
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      if (++writes > 1) throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    };
    await expect(repository.moveAll('guest', 'user:ann')).rejects.toThrow('full');
    expect((await repository.load('user:ann')).basket).toEqual([vest]);
    expect((await repository.load('guest')).basket).toEqual([watch]);
  });
});
