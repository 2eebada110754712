// The basket repository contract on real browser storage, in Chromium (vitest.browser.config.ts): localStorage and IndexedDB.
import { BrowserStorageBasketRepository } from '@/adapters/basket-storage/browser/browser-storage-basket-repository';
import { IndexedDbBasketRepository } from '@/adapters/basket-storage/indexeddb/indexed-db-basket-repository';
import { basketRepositoryContract } from '../contracts/basket-repository.contract';
import { openSameOriginPage } from '../support/same-origin-page';

basketRepositoryContract('BrowserStorageBasketRepository on localStorage', async () => {
  localStorage.clear();
  return {
    repository: new BrowserStorageBasketRepository(localStorage, window, { now: Date.now }),
    otherTab: async () => {
      const page = openSameOriginPage();
      return new BrowserStorageBasketRepository(page.localStorage, page, { now: Date.now });
    },
  };
});

/** IndexedDB being unavailable is a failure here: the contract must run on the real thing. */
const mustBeAvailable = (error: unknown) => {
  throw new Error(`IndexedDB is unavailable: ${String(error)}`);
};

basketRepositoryContract('IndexedDbBasketRepository', async () => {
  await deleteBasketDatabase();
  return {
    repository: new IndexedDbBasketRepository(window, mustBeAvailable),
    otherTab: async () => new IndexedDbBasketRepository(openSameOriginPage(), mustBeAvailable),
  };
});

/** A fresh start: the other repositories' connections close when asked (onversionchange), so this never waits long. */
function deleteBasketDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const deleting = indexedDB.deleteDatabase('storefront-basket');
    deleting.onsuccess = () => resolve();
    deleting.onerror = () => reject(deleting.error);
  });
}
