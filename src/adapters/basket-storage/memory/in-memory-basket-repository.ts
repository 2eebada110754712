import type { BasketRepository, StoredBasket, Unsubscribe } from '../../../application/ports';
import type { Basket } from '../../../domain/basket';
import type { BasketOwner } from '../../../domain/shopper';

/**
 * Keeps baskets in memory for one page's life: for tests and tools that need no browser. It has no
 * other tabs, so `watch` never calls back. (Without browser storage, the browser repository runs on
 * MemoryStorage instead, keeping one code path.)
 */
export class InMemoryBasketRepository implements BasketRepository {
  private readonly baskets = new Map<BasketOwner, Basket>();

  load(owner: BasketOwner): StoredBasket {
    return { basket: this.baskets.get(owner) ?? [], problems: [] };
  }

  save(owner: BasketOwner, basket: Basket): void {
    this.baskets.set(owner, basket);
  }

  watch(_owner: BasketOwner, _listener: (stored: StoredBasket) => void): Unsubscribe {
    return () => {};
  }
}
