// The basket repository contract on real browser storage, in Chromium (vitest.browser.config.ts): localStorage and IndexedDB.
import { BrowserStorageBasketRepository } from '@/adapters/basket-storage/browser/browser-storage-basket-repository';
import { IndexedDbBasketRepository } from '@/adapters/basket-storage/indexeddb/indexed-db-basket-repository';
import { basketRepositoryContract } from '../contracts/basket-repository.contract';
import { openSameOriginPage } from '../support/same-origin-page';

basketRepositoryContract('BrowserStorageBasketRepository on localStorage', async () => {
  await earlierTabsHeard();
  localStorage.clear();
  return {
    repository: new BrowserStorageBasketRepository(localStorage, window, { now: Date.now }),
    otherTab: async () => {
      const page = openSameOriginPage();
      return new BrowserStorageBasketRepository(page.localStorage, page, { now: Date.now });
    },
  };
});

/**
 * A fresh start: every storage event an earlier test's other tab set off has arrived here. The browser delivers
 * them a task later, and an earlier test that leaves some unheard (50 items added by its other tab) could, on a
 * busy machine, have one arrive during the next test, where a watcher would be told of it. A marker written from
 * another document arrives after them: storage events reach a page in the order the writes were made, whichever tab made them.
 */
async function earlierTabsHeard(): Promise<void> {
  const marker = `earlier-tabs-heard-${crypto.randomUUID()}`;
  const heard = new Promise<void>((resolve) => {
    const onStorage = ({ key }: StorageEvent) => {
      if (key !== marker) return;
      removeEventListener('storage', onStorage);
      resolve();
    };
    addEventListener('storage', onStorage);
  });
  openSameOriginPage().localStorage.setItem(marker, '');
  await heard;
}

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
