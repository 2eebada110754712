// A basket repository whose chosen storage calls fail, as a full or blocked storage fails them.
import type { BasketRepository, StoredBasket, Unsubscribe } from '@/application/ports';
import { InMemoryBasketRepository } from '@/adapters/basket-storage/memory/in-memory-basket-repository';
import type { Product } from '@/domain/product';
import type { BasketOwner } from '@/domain/shopper';

type Call = Exclude<keyof BasketRepository, 'watch'>;

/** Every call reaches `inner` until `fail` picks it; `recover` lets it through again. */
export class FailingBasketRepository implements BasketRepository {
  private readonly failures = new Map<Call, DOMException>();

  constructor(readonly inner: BasketRepository = new InMemoryBasketRepository()) {}

  /** From now on `call` saves or reads nothing and rejects with `error`: a full quota unless told otherwise. */
  fail(call: Call, error = new DOMException('The quota has been exceeded.', 'QuotaExceededError')): void {
    this.failures.set(call, error);
  }

  recover(call: Call): void {
    this.failures.delete(call);
  }

  load(owner: BasketOwner): Promise<StoredBasket> {
    return this.reach('load', () => this.inner.load(owner));
  }

  append(owner: BasketOwner, items: readonly Product[]): Promise<void> {
    return this.reach('append', () => this.inner.append(owner, items));
  }

  removeFirst(owner: BasketOwner, id: string): Promise<void> {
    return this.reach('removeFirst', () => this.inner.removeFirst(owner, id));
  }

  clear(owner: BasketOwner): Promise<void> {
    return this.reach('clear', () => this.inner.clear(owner));
  }

  moveAll(from: BasketOwner, to: BasketOwner): Promise<void> {
    return this.reach('moveAll', () => this.inner.moveAll(from, to));
  }

  watch(owner: BasketOwner, changed: () => void): Unsubscribe {
    return this.inner.watch(owner, changed);
  }

  private async reach<T>(call: Call, run: () => Promise<T>): Promise<T> {
    const failure = this.failures.get(call);
    if (failure) throw failure;
    return run();
  }
}
