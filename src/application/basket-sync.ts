// Brings the saved basket into the app state: when a basket is opened, and on each change another tab makes.
import { withCatalogData, type Basket } from '@/domain/basket';
import type { BasketOwner } from '@/domain/shopper';
import type { BasketRepository, Logger, ProductCatalog, StoredBasket, Unsubscribe } from './ports';
import type { AppStore } from './store';

/**
 * Shows what storage holds, checked against the catalogue (stored titles and prices are not trusted,
 * and unusable items are dropped with a warning), and follows one owner's basket in other tabs.
 */
export class BasketSync {
  private stopFollowing: Unsubscribe = () => {};

  constructor(
    private readonly store: AppStore,
    private readonly repository: BasketRepository,
    private readonly catalog: ProductCatalog,
    private readonly logger: Logger,
  ) {}

  /** Shows a basket read from storage, followed by `carried` items that storage does not hold yet. */
  show(stored: StoredBasket, carried: Basket = []): void {
    const { basket, unknownIds } = withCatalogData(stored.basket, this.catalog.products());
    const problems = [...stored.problems, ...unknownIds.map((id) => `product ${id} is not in the catalogue`)];
    for (const problem of problems) this.logger.warn(`Dropped an unreadable basket item: ${problem}`);
    this.store.dispatch({ type: 'BASKET_RESTORED', basket: [...basket, ...carried] });
  }

  /** Shows every change other tabs make to the basket of `owner`, until `stop()` or another `follow()`. */
  follow(owner: BasketOwner): void {
    this.stop();
    this.stopFollowing = this.repository.watch(owner, (changed) => this.show(changed));
  }

  stop(): void {
    this.stopFollowing();
    this.stopFollowing = () => {};
  }
}
