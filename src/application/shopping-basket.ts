import { withCatalogData, type Basket } from '@/domain/basket';
import type { Product } from '@/domain/product';
import type { BasketOwner } from '@/domain/shopper';
import type { BasketRepository, Logger, ProductCatalog, StoredBasket, Unsubscribe } from './ports';
import type { AppStore } from './store';

/**
 * The basket use cases: add, remove the first match, empty. The shown basket changes at once; each
 * change is then written to the repository for its owner. When a write fails, this tab keeps the
 * basket in memory, and stops following other tabs, which would overwrite it, until the shopper signs
 * in (their guest items go with them) or out.
 */
export class ShoppingBasket {
  private owner: BasketOwner | undefined;
  private stopWatching: Unsubscribe = () => {};
  /** The shown basket has changes the repository could not take. */
  private unsaved = false;

  constructor(
    private readonly store: AppStore,
    private readonly repository: BasketRepository,
    private readonly catalog: ProductCatalog,
    private readonly logger: Logger,
  ) {}

  add(item: Product): void {
    this.store.dispatch({ type: 'ADD_TO_BASKET', item });
    this.write((owner) => this.repository.append(owner, [item]));
  }

  remove(id: string): void {
    const notice = this.store.dispatch({ type: 'REMOVE_FROM_BASKET', id });
    if (notice?.kind === 'not-in-basket') {
      this.logger.warn(`Can't remove product (id: ${id}) as it's not in the basket.`);
      return;
    }
    this.write((owner) => this.repository.removeFirst(owner, id));
  }

  empty(): void {
    this.store.dispatch({ type: 'EMPTY_BASKET' });
    this.write((owner) => this.repository.clear(owner));
  }

  /**
   * Shows the saved basket of `owner` and follows changes made to it in other tabs. When a guest
   * signs in (or a saved session is restored), the items they added as a guest move into the
   * account's basket: appended, duplicates kept, so nothing a shopper added is ever dropped.
   */
  open(owner: BasketOwner): void {
    if (owner === this.owner) return;
    const signingIn = this.owner === 'guest' && owner !== 'guest';
    const guestItems = this.store.getState().basket;
    this.close();
    this.owner = owner;
    if (signingIn && this.unsaved) {
      // Storage missed some of the guest's items: the account takes the shown ones. The saved guest
      // basket is left as it is: other tabs may have added to it since (a copy is better than a loss).
      this.restore(this.load(owner), guestItems);
      this.unsaved = false;
      this.write((account) => this.repository.append(account, guestItems));
    } else {
      this.unsaved = false;
      if (signingIn) {
        const moved = () => this.repository.moveAll('guest', owner);
        this.attempt(moved, 'Some guest items could not be moved into the account; they stay in the guest basket.');
      }
      this.restore(this.load(owner));
    }
    if (!this.unsaved) this.stopWatching = this.repository.watch(owner, (changed) => this.restore(changed));
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

  /** Writes a change of the open basket; if it fails, the shown basket becomes this visit's only copy. */
  private write(change: (owner: BasketOwner) => void): boolean {
    const owner = this.owner;
    if (owner === undefined || this.unsaved) return false;
    if (this.attempt(() => change(owner), 'The basket could not be saved; it is kept for this visit only.'))
      return true;
    this.unsaved = true;
    this.stopWatching();
    return false;
  }

  private attempt(action: () => void, failure: string): boolean {
    try {
      action();
      return true;
    } catch (error) {
      this.logger.warn(failure, error);
      return false;
    }
  }
}
