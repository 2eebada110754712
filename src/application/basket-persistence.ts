// Whose saved basket is open, and writing each change of the shown basket to it without ever losing one.
import type { Basket } from '@/domain/basket';
import type { Product } from '@/domain/product';
import type { BasketOwner } from '@/domain/shopper';
import type { BasketSync } from './basket-sync';
import type { BasketRepository, Logger, StoredBasket } from './ports';
import type { AppStore } from './store';

/**
 * Opens the saved basket of the shopper in play (Session says who), moves a guest's items into the
 * account on sign-in, and writes each change to the open basket. When a write fails, this tab keeps
 * the basket in memory, and stops following other tabs, which would overwrite it, until the shopper
 * signs in (their guest items go with them) or out.
 */
export class BasketPersistence {
  private owner: BasketOwner | undefined;
  /** The shown basket has changes the repository could not take. */
  private unsaved = false;

  constructor(
    private readonly store: AppStore,
    private readonly repository: BasketRepository,
    private readonly sync: BasketSync,
    private readonly logger: Logger,
  ) {}

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
    if (signingIn && this.unsaved) this.carryUnsaved(owner, guestItems);
    else this.showSaved(owner, signingIn);
    if (!this.unsaved) this.sync.follow(owner);
  }

  close(): void {
    this.sync.stop();
    this.owner = undefined;
  }

  append(item: Product): void {
    this.write((owner) => this.repository.append(owner, [item]));
  }

  removeFirst(id: string): void {
    this.write((owner) => this.repository.removeFirst(owner, id));
  }

  clear(): void {
    this.write((owner) => this.repository.clear(owner));
  }

  /** Shows the saved basket of `owner`, into which, on sign-in, the guest's saved items move first. */
  private showSaved(owner: BasketOwner, signingIn: boolean): void {
    this.unsaved = false;
    if (signingIn) {
      const moved = () => this.repository.moveAll('guest', owner);
      this.attempt(moved, 'Some guest items could not be moved into the account; they stay in the guest basket.');
    }
    this.sync.show(this.load(owner));
  }

  /**
   * Storage missed some of the guest's items: the account takes the shown ones. The saved guest basket
   * is left as it is: other tabs may have added to it since (a copy is better than a loss).
   */
  private carryUnsaved(account: BasketOwner, guestItems: Basket): void {
    this.sync.show(this.load(account), guestItems);
    this.unsaved = false;
    this.write((owner) => this.repository.append(owner, guestItems));
  }

  private load(owner: BasketOwner): StoredBasket {
    try {
      return this.repository.load(owner);
    } catch (error) {
      this.logger.warn('The saved basket could not be read; starting with an empty one.', error);
      return { basket: [], problems: [] };
    }
  }

  /** Writes a change of the open basket; if it fails, the shown basket becomes this visit's only copy. */
  private write(change: (owner: BasketOwner) => void): void {
    const owner = this.owner;
    if (owner === undefined || this.unsaved) return;
    if (this.attempt(() => change(owner), 'The basket could not be saved; it is kept for this visit only.')) return;
    this.unsaved = true;
    this.sync.stop();
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
