// The fake auth provider's data as a page holds it, for steps that read or change it through the provider's own
// classes (its API, never its storage format), outside the page.
import { MemoryStorage } from '@/key-value-storage/key-value-storage';
import type { Tab } from '../../qa/driver/driver';

export async function copyOfPageStorage(tab: Tab): Promise<MemoryStorage> {
  const storage = new MemoryStorage();
  for (const [key, value] of await tab.evaluate<[string, string][]>('Object.entries(localStorage)'))
    storage.setItem(key, value);
  return storage;
}
