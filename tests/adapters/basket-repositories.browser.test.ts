// The basket repository contract on real browser storage, in Chromium (vitest.browser.config.ts).
import { BrowserStorageBasketRepository } from '@/adapters/basket-storage/browser/browser-storage-basket-repository';
import { basketRepositoryContract } from '../contracts/basket-repository.contract';
import { openSameOriginPage } from '../support/same-origin-page';

basketRepositoryContract('BrowserStorageBasketRepository on localStorage', async () => {
  localStorage.clear();
  return {
    repository: new BrowserStorageBasketRepository(localStorage, window),
    otherTab: async () => {
      const page = openSameOriginPage();
      return new BrowserStorageBasketRepository(page.localStorage, page);
    },
  };
});
