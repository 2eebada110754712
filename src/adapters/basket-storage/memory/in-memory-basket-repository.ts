import type { BasketRepository, StoredBasket, Unsubscribe } from '@/application/ports';
import type { Basket } from '@/domain/basket';
import { EMPTY_BASKET, removeFirst } from '@/domain/basket';
import type { Product } from '@/domain/product';
import type { BasketOwner } from '@/domain/shopper';

/**
 * Keeps baskets in memory for one page's life: for tests and tools that need no browser. It has no
 * other tabs, so `watch` never calls back. (Without browser storage, the browser repository runs on
 * MemoryStorage instead, keeping one code path.)
 */
export class InMemoryBasketRepository implements BasketRepository {
  private readonly baskets = new Map<BasketOwner, Basket>();

  load(owner: BasketOwner): StoredBasket {
    return { basket: this.basketOf(owner), problems: [] };
  }

  append(owner: BasketOwner, items: readonly Product[]): void {
    this.baskets.set(owner, [...this.basketOf(owner), ...items]);
  }

  removeFirst(owner: BasketOwner, id: string): void {
    this.baskets.set(owner, removeFirst(this.basketOf(owner), id).basket);
  }

  clear(owner: BasketOwner): void {
    this.baskets.delete(owner);
  }

  moveAll(from: BasketOwner, to: BasketOwner): void {
    this.append(to, this.basketOf(from));
    this.clear(from);
  }

  watch(_owner: BasketOwner, _listener: (stored: StoredBasket) => void): Unsubscribe {
    return () => {};
  }

  private basketOf(owner: BasketOwner): Basket {
    return this.baskets.get(owner) ?? EMPTY_BASKET;
  }
}
