// A basket repository whose storage calls wait until the test lets them through: slow storage, on demand.
import type { BasketRepository, StoredBasket, Unsubscribe } from '@/application/ports';
import { InMemoryBasketRepository } from '@/adapters/basket-storage/memory/in-memory-basket-repository';
import type { Product } from '@/domain/product';
import type { BasketOwner } from '@/domain/shopper';

/** Starts held: no call reaches `inner` until `release()`; `hold()` holds the calls made after it. */
export class HeldBasketRepository implements BasketRepository {
  private gate!: Promise<void>;
  private open = () => {};

  constructor(readonly inner: BasketRepository = new InMemoryBasketRepository()) {
    this.hold();
  }

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open();
  }

  async load(owner: BasketOwner): Promise<StoredBasket> {
    await this.gate;
    return this.inner.load(owner);
  }

  async append(owner: BasketOwner, items: readonly Product[]): Promise<void> {
    await this.gate;
    return this.inner.append(owner, items);
  }

  async removeFirst(owner: BasketOwner, id: string): Promise<void> {
    await this.gate;
    return this.inner.removeFirst(owner, id);
  }

  async clear(owner: BasketOwner): Promise<void> {
    await this.gate;
    return this.inner.clear(owner);
  }

  async moveAll(from: BasketOwner, to: BasketOwner): Promise<void> {
    await this.gate;
    return this.inner.moveAll(from, to);
  }

  watch(owner: BasketOwner, changed: () => void): Unsubscribe {
    return this.inner.watch(owner, changed);
  }
}
