// The basket repository on IndexedDB: each change one read-write transaction, other tabs told through a BroadcastChannel.
import type { BasketRepository, StoredBasket, Unsubscribe } from '@/application/ports';
import { parseProduct, type Product } from '@/domain/product';
import type { BasketOwner } from '@/domain/shopper';
import { InMemoryBasketRepository } from '../memory/in-memory-basket-repository';
import { BY_OWNER, committed, ITEMS, openBasketDatabase, succeeded } from './database';

/** What the repository needs of the browser window (or of a frame's, in tests). */
export interface IndexedDbWindow {
  readonly indexedDB: IDBFactory;
  readonly BroadcastChannel?: typeof BroadcastChannel;
}

/** One saved item: whose basket it is in, and the product as it was saved (untrusted when read back). */
interface SavedItem {
  readonly owner: BasketOwner;
  readonly item: unknown;
}

/** The channel on which each tab says whose basket it changed. */
const CHANNEL = 'storefront.basket';

/**
 * Every change is one read-write transaction, which the browser runs one at a time across tabs: two
 * tabs adding at once lose nothing, two moving the same basket at once move each item once, and a
 * transaction that fails (a full quota) stores none of its writes. Items keep increasing keys, so a
 * basket reads back in the order it was added, and moved items come after the account's own.
 *
 * Where IndexedDB is blocked or unavailable, baskets are kept in memory for the visit, after
 * `onUnavailable` says so, as the localStorage adapter does.
 */
export class IndexedDbBasketRepository implements BasketRepository {
  private readonly database: Promise<IDBDatabase | undefined>;
  private readonly channel: BroadcastChannel | undefined;
  private readonly memory = new InMemoryBasketRepository();

  constructor(browser: IndexedDbWindow, onUnavailable: (error: unknown) => void) {
    this.database = openBasketDatabase(() => browser.indexedDB).catch((error: unknown) => {
      onUnavailable(error);
      return undefined;
    });
    this.channel = browser.BroadcastChannel ? new browser.BroadcastChannel(CHANNEL) : undefined;
  }

  async load(owner: BasketOwner): Promise<StoredBasket> {
    const database = await this.database;
    if (!database) return this.memory.load(owner);
    const items = database.transaction(ITEMS).objectStore(ITEMS).index(BY_OWNER);
    const saved = (await succeeded(items.getAll(owner))) as SavedItem[];
    const basket: Product[] = [];
    const problems: string[] = [];
    saved.forEach(({ item }, index) => {
      const product = parseProduct(item);
      if (product.ok) basket.push(product.value);
      else problems.push(`item ${index + 1}: ${product.error.field} ${product.error.reason}`);
    });
    return { basket, problems };
  }

  async append(owner: BasketOwner, items: readonly Product[]): Promise<void> {
    const changed = await this.change([owner], (store) => {
      for (const item of items) store.add({ owner, item } satisfies SavedItem);
    });
    if (!changed) return this.memory.append(owner, items);
  }

  async removeFirst(owner: BasketOwner, id: string): Promise<void> {
    const changed = await this.change([owner], async (store) => {
      const index = store.index(BY_OWNER);
      const [keys, saved] = await Promise.all([succeeded(index.getAllKeys(owner)), succeeded(index.getAll(owner))]);
      const first = (saved as SavedItem[]).findIndex(({ item }) => {
        const product = parseProduct(item);
        return product.ok && product.value.id === id;
      });
      if (first !== -1) store.delete(keys[first]!);
    });
    if (!changed) return this.memory.removeFirst(owner, id);
  }

  async clear(owner: BasketOwner): Promise<void> {
    const changed = await this.change([owner], async (store) => {
      for (const key of await succeeded(store.index(BY_OWNER).getAllKeys(owner))) store.delete(key);
    });
    if (!changed) return this.memory.clear(owner);
  }

  async moveAll(from: BasketOwner, to: BasketOwner): Promise<void> {
    const changed = await this.change([from, to], async (store) => {
      const index = store.index(BY_OWNER);
      const [keys, saved] = await Promise.all([succeeded(index.getAllKeys(from)), succeeded(index.getAll(from))]);
      (saved as SavedItem[]).forEach(({ item }, position) => {
        store.add({ owner: to, item } satisfies SavedItem);
        store.delete(keys[position]!);
      });
    });
    if (!changed) return this.memory.moveAll(from, to);
  }

  watch(owner: BasketOwner, changed: () => void): Unsubscribe {
    // A channel never hears its own messages: this repository's writes do not call back.
    const onMessage = (event: MessageEvent) => {
      if (event.data === owner) changed();
    };
    this.channel?.addEventListener('message', onMessage);
    return () => this.channel?.removeEventListener('message', onMessage);
  }

  /**
   * Runs `work` in one read-write transaction and, once it is stored, tells other tabs whose baskets
   * changed. Resolves false, having done nothing, when the baskets are kept in memory instead.
   */
  private async change(owners: readonly BasketOwner[], work: (store: IDBObjectStore) => unknown): Promise<boolean> {
    const database = await this.database;
    if (!database) return false;
    const transaction = database.transaction(ITEMS, 'readwrite');
    const stored = committed(transaction);
    try {
      await work(transaction.objectStore(ITEMS));
    } catch (error) {
      abortUnlessFinished(transaction);
      await stored.catch(() => {});
      throw error;
    }
    await stored;
    for (const owner of owners) this.channel?.postMessage(owner);
    return true;
  }
}

/** Stores none of a transaction's writes; one that a failed request has aborted already is left as it is. */
function abortUnlessFinished(transaction: IDBTransaction): void {
  try {
    transaction.abort();
  } catch {
    // InvalidStateError: it has finished (aborted) already.
  }
}
