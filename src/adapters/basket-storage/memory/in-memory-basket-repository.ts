// Baskets kept in memory for one page's life: for tests and tools that need no browser storage.
import type { BasketRepository, StoredBasket, Unsubscribe } from '@/application/ports';
import type { Basket } from '@/domain/basket';
import { EMPTY_BASKET, removeFirst } from '@/domain/basket';
import type { Product } from '@/domain/product';
import type { BasketOwner } from '@/domain/shopper';

interface Watcher {
  readonly owner: BasketOwner;
  /** The repository that watches: its own writes are not news to it. */
  readonly reader: BasketRepository;
  readonly listener: (stored: StoredBasket) => void;
}

/**
 * The saved baskets, shared by the repositories made on them as tabs share browser storage: a change
 * made through one repository is told, at once, to the watchers of the others.
 */
export class InMemoryBaskets {
  private readonly baskets = new Map<BasketOwner, Basket>();
  private readonly watchers = new Set<Watcher>();

  basketOf(owner: BasketOwner): Basket {
    return this.baskets.get(owner) ?? EMPTY_BASKET;
  }

  replace(owner: BasketOwner, basket: Basket, writer: BasketRepository): void {
    // Every change adds or removes items; like browser storage, a write that changes nothing tells no one.
    if (basket.length === this.basketOf(owner).length) return;
    this.baskets.set(owner, basket);
    for (const watcher of [...this.watchers]) {
      if (watcher.owner === owner && watcher.reader !== writer) watcher.listener({ basket, problems: [] });
    }
  }

  watch(watcher: Watcher): Unsubscribe {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }
}

/** One tab's view of in-memory baskets; without `baskets`, a tab alone in its own memory. */
export class InMemoryBasketRepository implements BasketRepository {
  constructor(private readonly baskets: InMemoryBaskets = new InMemoryBaskets()) {}

  load(owner: BasketOwner): StoredBasket {
    return { basket: this.baskets.basketOf(owner), problems: [] };
  }

  append(owner: BasketOwner, items: readonly Product[]): void {
    this.baskets.replace(owner, [...this.baskets.basketOf(owner), ...items], this);
  }

  removeFirst(owner: BasketOwner, id: string): void {
    this.baskets.replace(owner, removeFirst(this.baskets.basketOf(owner), id).basket, this);
  }

  clear(owner: BasketOwner): void {
    this.baskets.replace(owner, EMPTY_BASKET, this);
  }

  moveAll(from: BasketOwner, to: BasketOwner): void {
    this.append(to, this.baskets.basketOf(from));
    this.clear(from);
  }

  watch(owner: BasketOwner, listener: (stored: StoredBasket) => void): Unsubscribe {
    return this.baskets.watch({ owner, reader: this, listener });
  }
}
