// The shopper's basket (SPEC §4: add, remove the first match, empty) and its saved copy.
import { changeBasket, withCatalogData, type Basket, type BasketChange } from '@/domain/basket';
import type { Product } from '@/domain/product';
import type { BasketOwner } from '@/domain/shopper';
import type { BasketRepository, Logger, ProductCatalog, StoredBasket, Unsubscribe } from './ports';
import type { AppStore } from './store';

/** One opening of a shopper's saved basket. */
interface OpenBasket {
  readonly owner: BasketOwner;
  /** A write failed: the shown basket is this visit's only copy; nothing more is written or read. */
  unsaved: boolean;
  /** Changes shown whose write has not begun, in order. */
  unwritten: BasketChange[];
  /** A read waits its turn, so other tabs' changes heard meanwhile need no other. */
  readWaiting: boolean;
  stopFollowing: Unsubscribe;
}

/**
 * Each change shows at once, then is written; its promise resolves once saved (or kept for this visit only
 * if storage failed) and never rejects. Storage calls run one after another, so a read sees this tab's
 * earlier writes and is shown with the changes made since. After a failed write the basket stays in memory,
 * unfollowed (other tabs would overwrite it), until the shopper signs in (their items go with them) or out.
 */
export class ShoppingBasket {
  private opened: OpenBasket | undefined;
  /** The last storage call in line; the next starts when it has finished. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: AppStore,
    private readonly repository: BasketRepository,
    private readonly catalog: ProductCatalog,
    private readonly logger: Logger,
  ) {}

  add = (item: Product): Promise<void> => this.change({ type: 'ADD_TO_BASKET', item });
  remove = (id: string): Promise<void> => this.change({ type: 'REMOVE_FROM_BASKET', id });
  empty = (): Promise<void> => this.change({ type: 'EMPTY_BASKET' });

  /**
   * Shows the saved basket of `owner` (resolves once shown) and follows other tabs' changes to it. When a
   * guest signs in, their items are appended to the account's basket, duplicates kept: nothing is dropped.
   */
  open(owner: BasketOwner): Promise<void> {
    const previous = this.opened;
    if (owner === previous?.owner) return this.settled();
    const guestItems = this.store.getState().basket;
    this.close();
    const opened: OpenBasket = { owner, unsaved: false, unwritten: [], readWaiting: false, stopFollowing: () => {} };
    this.opened = opened;
    if (previous?.owner === 'guest' && owner !== 'guest')
      void this.inTurn(() => this.joinGuestItems(previous, opened, guestItems));
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
  settled = (): Promise<void> => this.queue;

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
      if (!opened.unsaved) await this.write(opened.owner, change).catch((error) => this.failed(opened, error));
    });
  }

  private async write(owner: BasketOwner, change: BasketChange): Promise<void> {
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

  /** Reads the open basket in turn and shows it, checked against the catalogue, with the changes made since. */
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
   * Moves the guest's saved items into the account. If storage missed some, the account takes the items shown
   * instead and the guest's saved basket stays: other tabs may have added to it (a copy beats a loss).
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

  /** Runs `task` after every storage call before it. A bug that throws rejects this call, never the next ones. */
  private inTurn(task: () => Promise<void>): Promise<void> {
    const turn = this.queue.then(task);
    this.queue = turn.catch(() => {});
    return turn;
  }
}
