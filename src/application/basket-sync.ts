// Brings the saved basket into the app state: when a basket is opened, and on each change another tab makes.
import type { BasketOwner } from '@/domain/shopper';
import { withCatalogData } from '@/domain/basket';
import { withChanges, type BasketChange } from './basket-change';
import type { BasketRepository, Logger, ProductCatalog, StoredBasket, Unsubscribe } from './ports';
import type { AppStore } from './store';

/**
 * Shows what storage holds, checked against the catalogue (stored titles and prices are not trusted,
 * and unusable items are dropped with a warning), and hears of other tabs' changes to one owner's basket.
 */
export class BasketSync {
  private stopFollowing: Unsubscribe = () => {};

  constructor(
    private readonly store: AppStore,
    private readonly repository: BasketRepository,
    private readonly catalog: ProductCatalog,
    private readonly logger: Logger,
  ) {}

  /**
   * Shows a basket read from storage, with the `unwritten` changes this tab made after the read began
   * made to it, so a read never takes back what the shopper just did.
   */
  show(stored: StoredBasket, unwritten: readonly BasketChange[] = []): void {
    const { basket, unknownIds } = withCatalogData(stored.basket, this.catalog.products());
    const problems = [...stored.problems, ...unknownIds.map((id) => `product ${id} is not in the catalogue`)];
    for (const problem of problems) this.logger.warn(`Dropped an unreadable basket item: ${problem}`);
    this.store.dispatch({ type: 'BASKET_RESTORED', basket: withChanges(basket, unwritten) });
  }

  /** Calls `changed` on every change other tabs make to the basket of `owner`, until `stop()` or another `follow()`. */
  follow(owner: BasketOwner, changed: () => void): void {
    this.stop();
    this.stopFollowing = this.repository.watch(owner, changed);
  }

  stop(): void {
    this.stopFollowing();
    this.stopFollowing = () => {};
  }
}
