// Whose saved basket is open, and writing each change of the shown basket to it, in turn, without ever losing one.
import type { Basket } from '@/domain/basket';
import type { Product } from '@/domain/product';
import type { BasketOwner } from '@/domain/shopper';
import { save, type BasketChange } from './basket-change';
import type { BasketSync } from './basket-sync';
import type { BasketRepository, Logger, StoredBasket } from './ports';
import type { AppStore } from './store';

/** One opening of a shopper's saved basket: what it has not written yet, and whether it gave up writing. */
interface OpenBasket {
  readonly owner: BasketOwner;
  /** A write failed: the shown basket is this visit's only copy, and nothing more is written or read. */
  unsaved: boolean;
  /** Changes already shown whose write has not begun, in order. */
  unwritten: BasketChange[];
  /** A read waits its turn: other tabs' changes heard meanwhile need no other. */
  readWaiting: boolean;
}

/**
 * Opens the saved basket of the shopper in play (Session says who), moves a guest's items into the
 * account on sign-in, and writes each change to the open basket. The shown basket changes at once;
 * storage calls run one after another, so a read sees every write this tab made before it, and is
 * shown with the changes made since. When a write fails, this tab keeps the basket in memory and stops
 * following other tabs, which would overwrite it, until the shopper signs in (their guest items go
 * with them) or out.
 */
export class BasketPersistence {
  private opened: OpenBasket | undefined;
  /** The last storage call in line: the next one starts when it has finished. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: AppStore,
    private readonly repository: BasketRepository,
    private readonly sync: BasketSync,
    private readonly logger: Logger,
  ) {}

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
    const opened: OpenBasket = { owner, unsaved: false, unwritten: [], readWaiting: false };
    this.opened = opened;
    const signingIn = previous?.owner === 'guest' && owner !== 'guest';
    if (signingIn) void this.inTurn(() => this.joinGuestItems(previous, opened, guestItems));
    const shown = this.read(opened);
    this.sync.follow(owner, () => this.reread(opened));
    return shown;
  }

  close(): void {
    this.sync.stop();
    this.opened = undefined;
  }

  /** Each resolves once the change is saved, or kept for this visit only; none rejects. */
  append(item: Product): Promise<void> {
    return this.change({ kind: 'add', items: [item] });
  }

  removeFirst(id: string): Promise<void> {
    return this.change({ kind: 'remove', id });
  }

  clear(): Promise<void> {
    return this.change({ kind: 'clear' });
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
    const opened = this.opened;
    if (opened === undefined || opened.unsaved) return Promise.resolve();
    opened.unwritten.push(change);
    return this.inTurn(async () => {
      // Changes start in the order they were made: this one is the first unwritten.
      opened.unwritten.shift();
      if (opened.unsaved) return;
      try {
        await save(this.repository, opened.owner, change);
      } catch (error) {
        this.failed(opened, error);
      }
    });
  }

  /** A write to `opened` failed: what the shopper sees is this visit's only copy, and stays as it is. */
  private failed(opened: OpenBasket, error: unknown): void {
    this.logger.warn('The basket could not be saved; it is kept for this visit only.', error);
    opened.unsaved = true;
    opened.unwritten = [];
    if (this.opened === opened) this.sync.stop();
  }

  /** Reads the open basket in turn, and shows it with the changes made since the read began. */
  private read(opened: OpenBasket): Promise<void> {
    opened.readWaiting = true;
    return this.inTurn(async () => {
      opened.readWaiting = false;
      const stored = await this.load(opened.owner);
      if (this.opened === opened && !opened.unsaved) this.sync.show(stored, opened.unwritten);
    });
  }

  /** Another tab changed the open basket: read it again after this tab's writes in line, unless a read already waits. */
  private reread(opened: OpenBasket): void {
    if (!opened.readWaiting) void this.read(opened);
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
      if (guest.unsaved) this.failed(account, error);
      else
        this.logger.warn('Some guest items could not be moved into the account; they stay in the guest basket.', error);
    }
  }

  private async load(owner: BasketOwner): Promise<StoredBasket> {
    try {
      return await this.repository.load(owner);
    } catch (error) {
      this.logger.warn('The saved basket could not be read; starting with an empty one.', error);
      return { basket: [], problems: [] };
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
