// The shopper's basket: the use cases of SPEC §4 (add, remove the first match, empty) and the saved copy
// they change: whose basket is open, each change written in turn, and what other tabs change shown.
import { changeBasket, withCatalogData, type Basket, type BasketChange } from '@/domain/basket';
import type { Product } from '@/domain/product';
import type { BasketOwner } from '@/domain/shopper';
import type { BasketRepository, Logger, ProductCatalog, StoredBasket, Unsubscribe } from './ports';
import type { AppStore } from './store';

/** One opening of a shopper's saved basket. */
interface OpenBasket {
  readonly owner: BasketOwner;
  /** A write failed: the shown basket is this visit's only copy, and nothing more is written or read. */
  unsaved: boolean;
  /** Changes already shown whose write has not begun, in order. */
  unwritten: BasketChange[];
  /** A read waits its turn: other tabs' changes heard meanwhile need no other. */
  readWaiting: boolean;
  stopFollowing: Unsubscribe;
}

/**
 * Each change shows at once, then is written to the open basket; its promise resolves once it is saved,
 * or kept for this visit only when storage failed, and never rejects. Storage calls run one after
 * another, so a read sees every write this tab made before it, and is shown with the changes made since.
 * When a write fails, this tab keeps the basket in memory and stops following other tabs, which would
 * overwrite it, until the shopper signs in (their guest items go with them) or out.
 */
export class ShoppingBasket {
  private opened: OpenBasket | undefined;
  /** The last storage call in line: the next one starts when it has finished. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: AppStore,
    private readonly repository: BasketRepository,
    private readonly catalog: ProductCatalog,
    private readonly logger: Logger,
  ) {}

  add(item: Product): Promise<void> {
    return this.change({ type: 'ADD_TO_BASKET', item });
  }

  remove(id: string): Promise<void> {
    return this.change({ type: 'REMOVE_FROM_BASKET', id });
  }

  empty(): Promise<void> {
    return this.change({ type: 'EMPTY_BASKET' });
  }

  /**
   * Shows the saved basket of `owner` and follows changes made to it in other tabs. When a guest signs
   * in (or a saved session is restored), the items they added as a guest move into the account's
   * basket: appended, duplicates kept, so nothing a shopper added is ever dropped. Resolves once shown.
   */
  open(owner: BasketOwner): Promise<void> {
    const previous = this.opened;
    if (owner === previous?.owner) return this.settled();
    const guestItems = this.store.getState().basket;
    this.close();
    const opened: OpenBasket = { owner, unsaved: false, unwritten: [], readWaiting: false, stopFollowing: () => {} };
    this.opened = opened;
    if (previous?.owner === 'guest' && owner !== 'guest') {
      void this.inTurn(() => this.joinGuestItems(previous, opened, guestItems));
    }
    const shown = this.read(opened);
    // Another tab changed it: read it again after this tab's writes in line, unless a read already waits.
    opened.stopFollowing = this.repository.watch(owner, () => opened.readWaiting || void this.read(opened));
    return shown;
  }

  close(): void {
    this.opened?.stopFollowing();
    this.opened = undefined;
  }

  /** Resolves once every storage call asked for so far has finished. */
  async settled(): Promise<void> {
    let last: Promise<void>;
    do {
      last = this.queue;
      await last;
    } while (last !== this.queue);
  }

  private change(change: BasketChange): Promise<void> {
    const notice = this.store.dispatch(change);
    if (notice?.kind === 'not-in-basket') {
      this.logger.warn(`Can't remove product (id: ${notice.id}) as it's not in the basket.`);
      return Promise.resolve();
    }
    const opened = this.opened;
    if (opened === undefined || opened.unsaved) return Promise.resolve();
    opened.unwritten.push(change);
    return this.inTurn(async () => {
      // Changes start in the order they were made: this one is the first unwritten.
      opened.unwritten.shift();
      if (opened.unsaved) return;
      try {
        await this.write(opened.owner, change);
      } catch (error) {
        this.failed(opened, error);
      }
    });
  }

  private write(owner: BasketOwner, change: BasketChange): Promise<void> {
    if (change.type === 'ADD_TO_BASKET') return this.repository.append(owner, [change.item]);
    if (change.type === 'REMOVE_FROM_BASKET') return this.repository.removeFirst(owner, change.id);
    return this.repository.clear(owner);
  }

  /** A write to `opened` failed: what the shopper sees is this visit's only copy, and stays as it is. */
  private failed(opened: OpenBasket, error: unknown): void {
    this.logger.warn('The basket could not be saved; it is kept for this visit only.', error);
    opened.unsaved = true;
    opened.stopFollowing();
  }

  /**
   * Reads the open basket in turn and shows it, checked against the catalogue (stored titles and prices
   * are not trusted; unusable items are dropped with a warning), with the changes made since the read began.
   */
  private read(opened: OpenBasket): Promise<void> {
    opened.readWaiting = true;
    return this.inTurn(async () => {
      opened.readWaiting = false;
      const stored = await this.repository.load(opened.owner).catch((error: unknown): StoredBasket => {
        this.logger.warn('The saved basket could not be read; starting with an empty one.', error);
        return { basket: [], problems: [] };
      });
      if (this.opened !== opened || opened.unsaved) return;
      const { basket, unknownIds } = withCatalogData(stored.basket, this.catalog.products());
      const problems = [...stored.problems, ...unknownIds.map((id) => `product ${id} is not in the catalogue`)];
      for (const problem of problems) this.logger.warn(`Dropped an unreadable basket item: ${problem}`);
      this.store.dispatch({ type: 'BASKET_RESTORED', basket: opened.unwritten.reduce(changeBasket, basket) });
    });
  }

  /**
   * Runs once the guest's writes have finished. Their saved items move into the account. If storage
   * missed some of them, the account takes the items shown at sign-in instead, and the saved guest
   * basket is left as it is: other tabs may have added to it since (a copy is better than a loss).
   */
  private async joinGuestItems(guest: OpenBasket, account: OpenBasket, shown: Basket): Promise<void> {
    try {
      if (guest.unsaved) await this.repository.append(account.owner, shown);
      else await this.repository.moveAll('guest', account.owner);
    } catch (error) {
      if (guest.unsaved) return this.failed(account, error);
      this.logger.warn('Some guest items could not be moved into the account; they stay in the guest basket.', error);
    }
  }

  /**
   * Runs `task` once every storage call before it has finished. Storage failures are caught by the
   * tasks; anything else (a bug) rejects this call's promise but never stops the calls after it.
   */
  private inTurn(task: () => Promise<void>): Promise<void> {
    const turn = this.queue.then(task);
    this.queue = turn.catch(() => {});
    return turn;
  }
}
