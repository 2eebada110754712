import { withCatalogData, type Basket } from '../domain/basket';
import type { Product } from '../domain/product';
import type { BasketOwner } from '../domain/shopper';
import type { BasketRepository, Logger, ProductCatalog, StoredBasket, Unsubscribe } from './ports';
import type { AppStore } from './store';

/** The basket use cases: add, remove the first match, empty; each change is saved for its owner. */
export class ShoppingBasket {
  private owner: BasketOwner | undefined;
  private stopWatching: Unsubscribe = () => {};

  constructor(
    private readonly store: AppStore,
    private readonly repository: BasketRepository,
    private readonly catalog: ProductCatalog,
    private readonly logger: Logger,
  ) {}

  add(item: Product): void {
    this.store.dispatch({ type: 'ADD_TO_BASKET', item });
    this.save();
  }

  remove(id: string): void {
    const notice = this.store.dispatch({ type: 'REMOVE_FROM_BASKET', id });
    if (notice?.kind === 'not-in-basket') {
      this.logger.warn(`Can't remove product (id: ${id}) as it's not in the basket.`);
      return;
    }
    this.save();
  }

  empty(): void {
    this.store.dispatch({ type: 'EMPTY_BASKET' });
    this.save();
  }

  /**
   * Shows the saved basket of `owner` and follows changes made to it in other tabs. When a guest
   * signs in (or a saved session is restored), the items they added as a guest move into the
   * account's basket: appended, duplicates kept, so nothing a shopper added is ever dropped.
   */
  open(owner: BasketOwner): void {
    if (owner === this.owner) return;
    const carried = this.owner === 'guest' && owner !== 'guest' ? this.store.getState().basket : [];
    this.stopWatching();
    this.owner = owner;
    this.restore(this.load(owner), carried);
    // The guest basket is emptied only once the account has saved the items: never lose them.
    if (carried.length > 0 && this.save()) this.saveFor('guest', []);
    this.stopWatching = this.repository.watch(owner, (changed) => this.restore(changed));
  }

  close(): void {
    this.stopWatching();
    this.stopWatching = () => {};
    this.owner = undefined;
  }

  private load(owner: BasketOwner): StoredBasket {
    try {
      return this.repository.load(owner);
    } catch (error) {
      this.logger.warn('The saved basket could not be read; starting with an empty one.', error);
      return { basket: [], problems: [] };
    }
  }

  /** Shows a basket read from storage, checked against the catalogue, followed by `carried` items. */
  private restore(stored: StoredBasket, carried: Basket = []): void {
    const { basket, unknownIds } = withCatalogData(stored.basket, this.catalog.products());
    const problems = [...stored.problems, ...unknownIds.map((id) => `product ${id} is not in the catalogue`)];
    for (const problem of problems) this.logger.warn(`Dropped an unreadable basket item: ${problem}`);
    this.store.dispatch({ type: 'BASKET_RESTORED', basket: [...basket, ...carried] });
  }

  private save(): boolean {
    return this.owner !== undefined && this.saveFor(this.owner, this.store.getState().basket);
  }

  private saveFor(owner: BasketOwner, basket: Basket): boolean {
    try {
      this.repository.save(owner, basket);
      return true;
    } catch (error) {
      // The basket stays in memory, so the shopper loses nothing in this visit.
      this.logger.warn('The basket could not be saved; it is kept for this visit only.', error);
      return false;
    }
  }
}
