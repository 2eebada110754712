// The basket use cases the shopper triggers: add, remove the first match, empty.
import type { Product } from '@/domain/product';
import type { BasketPersistence } from './basket-persistence';
import type { Logger } from './ports';
import type { AppStore } from './store';

/**
 * Each use case changes the shown basket at once, then saves the change to the open basket. The
 * promise resolves once it is saved, or kept for this visit only when storage failed; it never rejects.
 */
export class ShoppingBasket {
  constructor(
    private readonly store: AppStore,
    private readonly saved: BasketPersistence,
    private readonly logger: Logger,
  ) {}

  add(item: Product): Promise<void> {
    this.store.dispatch({ type: 'ADD_TO_BASKET', item });
    return this.saved.append(item);
  }

  remove(id: string): Promise<void> {
    const notice = this.store.dispatch({ type: 'REMOVE_FROM_BASKET', id });
    if (notice?.kind === 'not-in-basket') {
      this.logger.warn(`Can't remove product (id: ${id}) as it's not in the basket.`);
      return Promise.resolve();
    }
    return this.saved.removeFirst(id);
  }

  empty(): Promise<void> {
    this.store.dispatch({ type: 'EMPTY_BASKET' });
    return this.saved.clear();
  }
}
