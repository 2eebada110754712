import type { BasketRepository, StoredBasket, Unsubscribe } from '../../../application/ports';
import type { Basket } from '../../../domain/basket';
import { parseProduct, type Product } from '../../../domain/product';
import type { BasketOwner } from '../../../domain/shopper';
import type { KeyValueStorage } from '../../storage/key-value-storage';

const KEY_PREFIX = 'storefront.basket.';

/**
 * Keeps each shopper's basket in Web Storage as a JSON list under its own key, so it survives a reload,
 * and hears other tabs' changes through the `storage` event. Stored data is untrusted: each entry is
 * parsed, and unusable ones are reported as problems instead of breaking the basket.
 */
export class BrowserStorageBasketRepository implements BasketRepository {
  constructor(
    private readonly storage: KeyValueStorage,
    /** Where `storage` events arrive: the window, in a browser. */
    private readonly events?: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  ) {}

  load(owner: BasketOwner): StoredBasket {
    return parseBasket(this.storage.getItem(keyOf(owner)));
  }

  save(owner: BasketOwner, basket: Basket): void {
    this.storage.setItem(keyOf(owner), JSON.stringify(basket));
  }

  watch(owner: BasketOwner, listener: (stored: StoredBasket) => void): Unsubscribe {
    const events = this.events;
    if (!events) return () => {};
    const onStorage = (event: StorageEvent) => {
      // A null key means another tab cleared all of storage.
      if (event.key === keyOf(owner) || event.key === null) listener(parseBasket(event.newValue));
    };
    events.addEventListener('storage', onStorage);
    return () => events.removeEventListener('storage', onStorage);
  }
}

const keyOf = (owner: BasketOwner) => KEY_PREFIX + owner;

function parseBasket(json: string | null): StoredBasket {
  if (json === null) return { basket: [], problems: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { basket: [], problems: ['the saved basket is not valid JSON'] };
  }
  if (!Array.isArray(raw)) return { basket: [], problems: ['the saved basket is not a list'] };
  const basket: Product[] = [];
  const problems: string[] = [];
  raw.forEach((entry: unknown, index) => {
    const parsed = parseProduct(entry);
    if (parsed.ok) basket.push(parsed.value);
    else problems.push(`item ${index + 1}: ${parsed.error.field} ${parsed.error.reason}`);
  });
  return { basket, problems };
}
