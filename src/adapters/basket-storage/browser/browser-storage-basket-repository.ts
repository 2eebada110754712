import type { BasketRepository, StoredBasket, Unsubscribe } from '@/application/ports';
import { parseProduct, type Product } from '@/domain/product';
import type { BasketOwner } from '@/domain/shopper';
import type { KeyValueStorage } from '@/adapters/storage/key-value-storage';

/**
 * Keeps each basket item in Web Storage under a key of its own, `storefront.basket.<owner>/<entry>`,
 * so it survives a reload, and hears other tabs' changes through the `storage` event.
 *
 * No write reads a shared value first: adding writes a new key, removing deletes one. Tabs that change
 * the same basket at once therefore cannot overwrite each other (one JSON list per basket, or a Web
 * Lock around one, lost items in Chromium: each tab may read a stale cached copy of storage). Entry
 * names sort in the order items were added, by time and then by tab and counter, so every tab reads
 * the same order. Stored data is untrusted: each entry is parsed, and unusable ones are reported as
 * problems instead of breaking the basket.
 */
export class BrowserStorageBasketRepository implements BasketRepository {
  /** Tells this tab's entries from those of tabs writing in the same millisecond. */
  private readonly writer = randomWriterId();
  private lastTime = 0;
  private counter = 0;

  constructor(
    private readonly storage: KeyValueStorage,
    /** Where `storage` events arrive: the window, in a browser. */
    private readonly events?: Pick<Window, 'addEventListener' | 'removeEventListener'>,
    private readonly now: () => number = Date.now,
  ) {}

  load(owner: BasketOwner): StoredBasket {
    this.migrateLegacyList(owner);
    const basket: Product[] = [];
    const problems: string[] = [];
    for (const { name, value } of this.entries(owner)) {
      const product = parseEntry(value);
      if (product.ok) basket.push(product.value);
      else problems.push(`entry ${name}: ${product.error}`);
    }
    return { basket, problems };
  }

  append(owner: BasketOwner, items: readonly Product[]): void {
    for (const item of items) this.storage.setItem(prefixOf(owner) + this.nextEntryName(), JSON.stringify(item));
  }

  removeFirst(owner: BasketOwner, id: string): void {
    const first = this.entries(owner).find(({ value }) => {
      const product = parseEntry(value);
      return product.ok && product.value.id === id;
    });
    if (first) this.storage.removeItem(first.key);
  }

  clear(owner: BasketOwner): void {
    for (const { key } of this.entries(owner)) this.storage.removeItem(key);
  }

  /**
   * Each entry keeps its name, and so its place in time: tabs that move the same basket at once write
   * the same keys, so no item is copied twice.
   */
  moveAll(from: BasketOwner, to: BasketOwner): void {
    for (const { key, name, value } of this.entries(from)) {
      this.storage.setItem(prefixOf(to) + name, value);
      this.storage.removeItem(key);
    }
  }

  /**
   * Another tab's change arrives as one `storage` event per entry: emptying or moving a basket of n
   * items sends n. They are read as one: the first schedules a reload a frame's time later, which sees
   * every change made by then.
   */
  watch(owner: BasketOwner, listener: (stored: StoredBasket) => void): Unsubscribe {
    const events = this.events;
    if (!events) return () => {};
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onStorage = (event: StorageEvent) => {
      // A null key means another tab cleared all of storage.
      if (pending !== undefined || !(event.key === null || event.key.startsWith(prefixOf(owner)))) return;
      pending = setTimeout(() => {
        pending = undefined;
        listener(this.load(owner));
      }, BATCH_MS);
    };
    events.addEventListener('storage', onStorage);
    return () => {
      clearTimeout(pending);
      events.removeEventListener('storage', onStorage);
    };
  }

  /** The saved entries of `owner`, in the order they were added. */
  private entries(owner: BasketOwner) {
    const prefix = prefixOf(owner);
    const keys: string[] = [];
    for (let index = 0; index < this.storage.length; index++) {
      const key = this.storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys.sort().flatMap((key) => {
      const value = this.storage.getItem(key);
      return value === null ? [] : [{ key, name: key.slice(prefix.length), value }];
    });
  }

  /**
   * Before entries of their own, each basket was one JSON list under `storefront.basket.<owner>`. Its
   * items become entries that sort before any other (named by position, so tabs that migrate at once
   * write the same keys), and the list goes.
   */
  private migrateLegacyList(owner: BasketOwner): void {
    const legacyKey = `storefront.basket.${owner}`;
    const json = this.storage.getItem(legacyKey);
    if (json === null) return;
    let values: string[];
    try {
      const parsed: unknown = JSON.parse(json);
      values = (Array.isArray(parsed) ? parsed : [parsed]).map((item) => JSON.stringify(item));
    } catch {
      values = [json]; // kept, and reported as unreadable, rather than dropped unseen
    }
    values.forEach((value, index) => {
      this.storage.setItem(`${prefixOf(owner)}${'0'.repeat(10)}-legacy-${index.toString(36).padStart(6, '0')}`, value);
    });
    this.storage.removeItem(legacyKey);
  }

  /** Sortable by time first; never earlier than this tab's previous entry, even if the clock steps back. */
  private nextEntryName(): string {
    this.lastTime = Math.max(this.lastTime, this.now());
    const time = this.lastTime.toString(36).padStart(10, '0');
    const count = (this.counter++).toString(36).padStart(6, '0');
    return `${time}-${this.writer}-${count}`;
  }
}

const prefixOf = (owner: BasketOwner) => `storefront.basket.${owner}/`;

/** How long other tabs' changes are gathered before the basket is read again: about one frame. */
const BATCH_MS = 16;

/** Eight random hex digits; `crypto.randomUUID` would need a secure context (not http://<LAN address>). */
function randomWriterId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type ParsedEntry = { ok: true; value: Product } | { ok: false; error: string };

function parseEntry(json: string): ParsedEntry {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, error: 'not valid JSON' };
  }
  const parsed = parseProduct(raw);
  return parsed.ok ? parsed : { ok: false, error: `${parsed.error.field} ${parsed.error.reason}` };
}
