// The fake auth provider's data as a page holds it, for steps that read or change it through the provider's own
// classes (its API, never its storage format), outside the page.
import { MemoryStorage } from '@/key-value-storage/key-value-storage';

/** Whatever can run an expression in a page: a driver's tab or a Playwright page. */
interface InPage {
  evaluate(expression: string): Promise<unknown>;
}

/** A copy of the page's localStorage. */
export async function copyOfPageStorage(page: InPage): Promise<MemoryStorage> {
  const storage = new MemoryStorage();
  for (const [key, value] of (await page.evaluate('Object.entries(localStorage)')) as [string, string][])
    storage.setItem(key, value);
  return storage;
}
