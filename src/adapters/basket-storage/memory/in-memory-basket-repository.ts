// Baskets kept in memory for one page's life: for tests, build-time rendering, and where browser storage is unavailable.
import type { BasketRepository, StoredBasket, Unsubscribe } from '@/application/ports';
import type { Basket } from '@/domain/basket';
import { EMPTY_BASKET, removeFirst } from '@/domain/basket';
import type { Product } from '@/domain/product';
import type { BasketOwner } from '@/domain/shopper';

interface Watcher {
  readonly owner: BasketOwner;
  /** The repository that watches: its own writes are not news to it. */
  readonly reader: BasketRepository;
  readonly changed: () => void;
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
      if (watcher.owner === owner && watcher.reader !== writer) watcher.changed();
    }
  }

  watch(watcher: Watcher): Unsubscribe {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }
}

/**
 * One tab's view of in-memory baskets; without `baskets`, a tab alone in its own memory. Each call
 * finishes at once (JavaScript runs one call at a time), so moving a basket is never seen half done.
 */
export class InMemoryBasketRepository implements BasketRepository {
  constructor(private readonly baskets: InMemoryBaskets = new InMemoryBaskets()) {}

  async load(owner: BasketOwner): Promise<StoredBasket> {
    return { basket: this.baskets.basketOf(owner), problems: [] };
  }

  async append(owner: BasketOwner, items: readonly Product[]): Promise<void> {
    this.baskets.replace(owner, [...this.baskets.basketOf(owner), ...items], this);
  }

  async removeFirst(owner: BasketOwner, id: string): Promise<void> {
    this.baskets.replace(owner, removeFirst(this.baskets.basketOf(owner), id).basket, this);
  }

  async clear(owner: BasketOwner): Promise<void> {
    this.baskets.replace(owner, EMPTY_BASKET, this);
  }

  async moveAll(from: BasketOwner, to: BasketOwner): Promise<void> {
    this.baskets.replace(to, [...this.baskets.basketOf(to), ...this.baskets.basketOf(from)], this);
    this.baskets.replace(from, EMPTY_BASKET, this);
  }

  watch(owner: BasketOwner, changed: () => void): Unsubscribe {
    return this.baskets.watch({ owner, reader: this, changed });
  }
}
