// The basket use cases the shopper triggers: add, remove the first match, empty.
import type { Product } from '@/domain/product';
import type { BasketPersistence } from './basket-persistence';
import type { Logger } from './ports';
import type { AppStore } from './store';

/** Each use case changes the shown basket at once, then saves the change to the open basket. */
export class ShoppingBasket {
  constructor(
    private readonly store: AppStore,
    private readonly saved: BasketPersistence,
    private readonly logger: Logger,
  ) {}

  add(item: Product): void {
    this.store.dispatch({ type: 'ADD_TO_BASKET', item });
    this.saved.append(item);
  }

  remove(id: string): void {
    const notice = this.store.dispatch({ type: 'REMOVE_FROM_BASKET', id });
    if (notice?.kind === 'not-in-basket') {
      this.logger.warn(`Can't remove product (id: ${id}) as it's not in the basket.`);
      return;
    }
    this.saved.removeFirst(id);
  }

  empty(): void {
    this.store.dispatch({ type: 'EMPTY_BASKET' });
    this.saved.clear();
  }
}
