// The basket repository on Web Storage: saved baskets survive a reload, and other tabs' changes arrive live.
import type { BasketRepository, Clock, StoredBasket, Unsubscribe } from '@/application/ports';
import type { KeyValueStorage } from '@/key-value-storage/key-value-storage';
import type { Product } from '@/domain/product';
import type { BasketOwner } from '@/domain/shopper';
import { entryKey, entryPrefix, lastEntryName, parseEntry, readEntries } from './basket-entries';
import { EntryNames } from './entry-names';

/** Where other tabs' `storage` events arrive: the window, in a browser. */
type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Keeps each basket item under a key of its own (basket-entries.ts) and hears other tabs' changes
 * through the `storage` event.
 *
 * No write reads a shared value first: adding writes a new key, removing deletes one. Tabs that change
 * the same basket at once therefore cannot overwrite each other (one JSON list per basket, or a Web
 * Lock around one, lost items in Chromium: each tab may read a stale cached copy of storage). Reading
 * never writes, and an unusable entry is reported as a problem instead of breaking the basket.
 */
export class BrowserStorageBasketRepository implements BasketRepository {
  private readonly names: EntryNames;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly events: StorageEvents,
    clock: Pick<Clock, 'now'>,
  ) {
    this.names = new EntryNames(() => clock.now());
  }

  async load(owner: BasketOwner): Promise<StoredBasket> {
    const basket: Product[] = [];
    const problems: string[] = [];
    for (const { name, value } of readEntries(this.storage, owner)) {
      const product = parseEntry(value);
      if (product.ok) basket.push(product.value);
      else problems.push(`entry ${name}: ${product.error}`);
    }
    return { basket, problems };
  }

  async append(owner: BasketOwner, items: readonly Product[]): Promise<void> {
    const last = lastEntryName(this.storage, owner);
    for (const item of items) this.storage.setItem(entryKey(owner, this.names.next(last)), JSON.stringify(item));
  }

  async removeFirst(owner: BasketOwner, id: string): Promise<void> {
    for (const { key, value } of readEntries(this.storage, owner)) {
      const product = parseEntry(value);
      if (product.ok && product.value.id === id) {
        this.storage.removeItem(key);
        return;
      }
    }
  }

  async clear(owner: BasketOwner): Promise<void> {
    for (const { key } of readEntries(this.storage, owner)) this.storage.removeItem(key);
  }

  /**
   * Each entry keeps its name, and so its place in time: tabs that move the same basket at once write
   * the same keys, so no item is copied twice.
   */
  async moveAll(from: BasketOwner, to: BasketOwner): Promise<void> {
    for (const { key, name, value } of readEntries(this.storage, from)) {
      this.storage.setItem(entryKey(to, name), value);
      this.storage.removeItem(key);
    }
  }

  /**
   * Another tab's change arrives as one `storage` event per entry: emptying or moving a basket of n
   * items sends n. They are told as one, a frame's time after the first, by when the others have come.
   * The browser sends no event to the document that wrote, so this tab's own writes never call back.
   */
  watch(owner: BasketOwner, changed: () => void): Unsubscribe {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onStorage = (event: StorageEvent) => {
      // A null key means another tab cleared all of storage.
      if (pending !== undefined || !(event.key === null || event.key.startsWith(entryPrefix(owner)))) return;
      pending = setTimeout(() => {
        pending = undefined;
        changed();
      }, BATCH_MS);
    };
    this.events.addEventListener('storage', onStorage);
    return () => {
      clearTimeout(pending);
      this.events.removeEventListener('storage', onStorage);
    };
  }
}

/** How long other tabs' changes are gathered before they are told: about one frame. */
const BATCH_MS = 16;
