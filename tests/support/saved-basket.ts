// Seeds a page with a saved basket, for scenarios and measurements that start from a returning shopper.
import type { Page } from 'playwright-core';
import { BrowserStorageBasketRepository } from '@/adapters/basket-storage/browser/browser-storage-basket-repository';
import { StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { MemoryStorage } from '@/adapters/storage/key-value-storage';

/** Gives the page's origin a returning guest whose basket holds `count` products, saved as the storefront saves it. */
export async function seedGuestBasket(page: Page, count: number): Promise<void> {
  const products = new StaticProductCatalog().products();
  const storage = new MemoryStorage();
  // Written outside any page, so no other tab hears of it: the events go nowhere.
  await new BrowserStorageBasketRepository(storage, new EventTarget()).append(
    'guest',
    Array.from({ length: count }, (_, index) => products[index % products.length]!),
  );
  const entries = Array.from({ length: storage.length }, (_, index) => {
    const key = storage.key(index)!;
    return [key, storage.getItem(key)!];
  });
  // Text, so the TypeScript loader adds no helpers the page lacks.
  await page.evaluate(`for (const [key, value] of ${JSON.stringify(entries)}) localStorage.setItem(key, value);`);
}
