// The basket use cases, opening a shopper's saved basket (sign-in, storage that fails), and other tabs' changes.
import { describe, expect, test } from 'vitest';
import { ShoppingBasket } from '@/application/shopping-basket';
import { AppStore } from '@/application/store';
import type { BasketRepository, StoredBasket } from '@/application/ports';
import {
  InMemoryBasketRepository,
  InMemoryBaskets,
} from '@/adapters/basket-storage/memory/in-memory-basket-repository';
import { StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { aProduct } from '../support/products';
import { RecordingLogger } from '../support/recorders';
import { FailingBasketRepository } from '../support/failing-basket-repository';
import { HeldBasketRepository } from '../support/held-basket-repository';

const watch = aProduct({ id: 'watch' });
const vest = aProduct({ id: 'vest' });

/** The basket services wired as the composition root wires them, with the guest's basket open. */
function aBasket(repository: BasketRepository = new InMemoryBasketRepository()) {
  const store = new AppStore();
  const logger = new RecordingLogger();
  const basket = new ShoppingBasket(store, repository, new StaticProductCatalog([watch, vest]), logger);
  const opened = basket.open('guest');
  return { store, logger, basket, repository, opened };
}

/** This tab's repository and another tab's, on the same saved baskets. */
function twoTabs() {
  const baskets = new InMemoryBaskets();
  return { repository: new InMemoryBasketRepository(baskets), otherTab: new InMemoryBasketRepository(baskets) };
}

const saved = async (repository: BasketRepository, owner: 'guest' | `user:${string}`) =>
  (await repository.load(owner)).basket;

describe('the basket use cases', () => {
  test('add, remove and empty change the state and are saved for the shopper', async () => {
    const { store, basket, repository } = aBasket();
    await basket.add(watch);
    await basket.add(vest);
    await basket.add(watch);
    await basket.remove('watch');
    expect(store.getState().basket).toEqual([vest, watch]);
    expect(await saved(repository, 'guest')).toEqual([vest, watch]);
    await basket.empty();
    expect(store.getState().basket).toEqual([]);
    expect(await saved(repository, 'guest')).toEqual([]);
  });

  test('the shown basket changes at once; the write follows', async () => {
    const repository = new HeldBasketRepository();
    const { store, basket } = aBasket(repository);
    repository.release();
    await basket.settled();
    repository.hold();
    const added = basket.add(vest);
    expect(store.getState().basket).toEqual([vest]);
    expect(await repository.inner.load('guest')).toEqual({ basket: [], problems: [] });
    repository.release();
    await added;
    expect((await repository.inner.load('guest')).basket).toEqual([vest]);
  });

  test('removing an id that is not in the basket writes a console warning through the logger', async () => {
    const { store, basket, logger } = aBasket();
    await basket.add(vest);
    await basket.remove('watch');
    expect(store.getState().basket).toEqual([vest]);
    expect(logger.warnings).toEqual(["Can't remove product (id: watch) as it's not in the basket."]);
  });

  test('changes made while no basket is open are shown but saved nowhere', async () => {
    const { store, basket, repository } = aBasket();
    basket.close();
    await basket.add(vest);
    expect(store.getState().basket).toEqual([vest]);
    expect(await saved(repository, 'guest')).toEqual([]);
  });

  test('a change made while the saved basket is still being read is shown with it, not undone by it', async () => {
    const repository = new HeldBasketRepository();
    await repository.inner.append('guest', [watch]);
    const { store, basket, opened } = aBasket(repository);
    const added = basket.add(vest); // its write waits its turn, behind the read
    expect(store.getState().basket).toEqual([vest]);
    repository.release();
    await opened;
    expect(store.getState().basket).toEqual([watch, vest]);
    await added;
    expect(await saved(repository, 'guest')).toEqual([watch, vest]);
  });
});

describe("opening a shopper's saved basket", () => {
  test('a saved basket that cannot be read is shown empty, with a warning, and opening still resolves', async () => {
    const repository = new FailingBasketRepository();
    repository.fail('load', new DOMException('denied', 'SecurityError'));
    const { store, logger, opened } = aBasket(repository);
    await opened;
    expect(store.getState().basket).toEqual([]);
    expect(logger.warnings).toEqual(['The saved basket could not be read; starting with an empty one.']);
  });

  test("switching from one account to another moves nothing: the guest's saved items stay the guest's", async () => {
    const { repository, otherTab } = twoTabs();
    const { store, basket } = aBasket(repository);
    await basket.open('user:ann');
    await otherTab.append('guest', [vest]); // another tab, still a guest's, adds meanwhile
    await basket.open('user:bob');
    await basket.settled();
    expect(store.getState().basket).toEqual([]);
    expect(await saved(repository, 'user:bob')).toEqual([]);
    expect(await saved(repository, 'guest')).toEqual([vest]);
  });

  test('the same shopper reported again keeps a basket that could not be saved, rather than reading it back', async () => {
    const repository = new FailingBasketRepository();
    const { store, basket, logger } = aBasket(repository);
    repository.fail('append');
    await basket.add(watch);
    expect(logger.warnings).toEqual(['The basket could not be saved; it is kept for this visit only.']);
    await basket.open('guest'); // the provider reports the same guest again, as after a token refresh
    expect(store.getState().basket).toEqual([watch]);
  });

  test('signing in moves the guest items into the account basket, after its saved items', async () => {
    const repository = new InMemoryBasketRepository();
    await repository.append('user:ann', [watch, watch]);
    const { store, basket } = aBasket(repository);
    await basket.add(vest);
    await basket.open('user:ann');
    expect(store.getState().basket).toEqual([watch, watch, vest]);
    expect(await saved(repository, 'user:ann')).toEqual([watch, watch, vest]);
    expect(await saved(repository, 'guest')).toEqual([]);
    await basket.open('guest');
    expect(store.getState().basket).toEqual([]);
  });

  test('an item added just before signing in, still unwritten, joins the account too', async () => {
    const repository = new InMemoryBasketRepository();
    const { store, basket } = aBasket(repository);
    void basket.add(vest);
    await basket.open('user:ann');
    expect(store.getState().basket).toEqual([vest]);
    expect(await saved(repository, 'user:ann')).toEqual([vest]);
  });

  test('two tabs signing in at the same moment move each guest item once', async () => {
    const { repository, otherTab } = twoTabs();
    await repository.append('guest', [watch, vest]);
    const [first, second] = [aBasket(repository), aBasket(otherTab)];
    await Promise.all([first.opened, second.opened]);
    await Promise.all([first.basket.open('user:ann'), second.basket.open('user:ann')]);
    await Promise.all([first.basket.settled(), second.basket.settled()]);
    expect(await saved(repository, 'user:ann')).toEqual([watch, vest]);
    expect(first.store.getState().basket).toEqual([watch, vest]);
    expect(second.store.getState().basket).toEqual([watch, vest]);
  });

  test('an empty guest basket changes nothing on sign-in, and accounts never mix', async () => {
    const repository = new InMemoryBasketRepository();
    await repository.append('user:ann', [watch]);
    await repository.append('user:bob', [vest]);
    const { store, basket } = aBasket(repository);
    await basket.open('user:ann');
    expect(store.getState().basket).toEqual([watch]);
    await basket.add(vest);
    await basket.open('user:bob');
    expect(store.getState().basket).toEqual([vest]);
    expect(await saved(repository, 'user:ann')).toEqual([watch, vest]);
  });

  test('if the guest items cannot be moved into the account, they stay in the guest basket', async () => {
    const repository = new FailingBasketRepository();
    const { basket, store, logger } = aBasket(repository);
    await basket.add(vest);
    repository.fail('moveAll');
    await basket.open('user:ann');
    expect(store.getState().basket).toEqual([]);
    expect(await saved(repository, 'guest')).toEqual([vest]);
    expect(logger.warnings).toEqual([
      'Some guest items could not be moved into the account; they stay in the guest basket.',
    ]);
  });

  test('after a failed save the basket is kept in memory, other tabs no longer overwrite it, and sign-in carries it', async () => {
    const { repository: thisTab, otherTab } = twoTabs();
    const repository = new FailingBasketRepository(thisTab);
    const { basket, store, logger } = aBasket(repository);
    await basket.add(watch);
    repository.fail('append');
    await basket.add(vest);
    expect(logger.warnings).toEqual(['The basket could not be saved; it is kept for this visit only.']);
    await otherTab.clear('guest');
    await basket.settled();
    expect(store.getState().basket).toEqual([watch, vest]);
    await otherTab.append('guest', [watch]); // saved again, so a remove that was written would show
    await basket.remove('watch');
    expect(await saved(repository, 'guest')).toEqual([watch]);

    repository.recover('append');
    await basket.open('user:ann');
    await basket.settled();
    expect(store.getState().basket).toEqual([vest]);
    expect(await saved(repository, 'user:ann')).toEqual([vest]);
    // Left as it was: other tabs may have saved guest items since this one stopped following them.
    expect(await saved(repository, 'guest')).toEqual([watch]);
  });

  test('unreadable stored items are dropped with a warning and the rest kept', async () => {
    // As a storage adapter reports an entry it could not parse.
    class StorageWithABadEntry extends InMemoryBasketRepository {
      override async load(): Promise<StoredBasket> {
        return { basket: [vest], problems: ['item 2: price must be 0 or more'] };
      }
    }
    const { store, logger, opened } = aBasket(new StorageWithABadEntry());
    await opened;
    expect(store.getState().basket).toEqual([vest]);
    expect(logger.warnings).toEqual(['Dropped an unreadable basket item: item 2: price must be 0 or more']);
  });

  test('stored items not in the catalogue are dropped with a warning; stored titles and prices are not trusted', async () => {
    const repository = new InMemoryBasketRepository();
    await repository.append('guest', [
      { ...vest, price: 0.01, title: 'Free vest' },
      aProduct({ id: 'gold-bar' }),
      watch,
    ]);
    const { store, logger, opened } = aBasket(repository);
    await opened;
    expect(store.getState().basket).toEqual([vest, watch]);
    expect(logger.warnings).toEqual(['Dropped an unreadable basket item: product gold-bar is not in the catalogue']);
  });

  test('a storage that fails to read or write never loses the basket of this visit', async () => {
    const broken = new FailingBasketRepository();
    broken.fail('load', new DOMException('The operation is insecure.', 'SecurityError'));
    for (const call of ['append', 'removeFirst', 'clear', 'moveAll'] as const) broken.fail(call);
    const { store, basket, logger } = aBasket(broken);
    await basket.add(watch);
    await basket.add(vest);
    await basket.remove('watch');
    await basket.open('user:ann');
    await basket.add(watch);
    expect(store.getState().basket).toEqual([vest, watch]);
    expect(logger.warnings).toContain('The basket could not be saved; it is kept for this visit only.');
    expect(logger.warnings).toContain('The saved basket could not be read; starting with an empty one.');
  });
  test('a repository that throws instead of rejecting is a failed save like any other', async () => {
    class ThrowingStorage extends InMemoryBasketRepository {
      override append(): Promise<void> {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
    }
    const { store, basket, logger, opened } = aBasket(new ThrowingStorage());
    await opened;
    await basket.add(watch);
    expect(store.getState().basket).toEqual([watch]);
    expect(logger.warnings).toEqual(['The basket could not be saved; it is kept for this visit only.']);
  });

  test('a write that fails while other changes wait in line keeps them all for the visit, and says so once', async () => {
    const repository = new FailingBasketRepository();
    const { store, basket, logger, opened } = aBasket(repository);
    await opened;
    repository.fail('append');
    await Promise.all([basket.add(watch), basket.add(vest)]);
    expect(store.getState().basket).toEqual([watch, vest]);
    expect(logger.warnings).toEqual(['The basket could not be saved; it is kept for this visit only.']);
  });

  test("a read of one shopper's basket that ends after another's was opened is never shown", async () => {
    const repository = new HeldBasketRepository();
    const { store, basket, opened } = aBasket(repository);
    repository.release();
    await opened;
    await repository.inner.append('user:bob', [vest]);
    repository.hold();
    void basket.open('user:bob');
    void basket.open('user:ann');
    const shown: unknown[] = [];
    store.subscribe(() => shown.push(store.getState().basket));
    repository.release();
    await basket.settled();
    expect(shown).not.toContainEqual([vest]);
    expect(store.getState().basket).toEqual([]);
  });
});

describe("other tabs' changes", () => {
  test('a change to the open basket shows, checked against the catalogue', async () => {
    const { repository, otherTab } = twoTabs();
    const { store, logger, basket } = aBasket(repository);
    await otherTab.append('guest', [watch, aProduct({ id: 'gold-bar' })]);
    await basket.settled();
    expect(store.getState().basket).toEqual([watch]);
    expect(logger.warnings).toEqual(['Dropped an unreadable basket item: product gold-bar is not in the catalogue']);
  });

  test("another tab's change heard while this tab's own write waits keeps this tab's item", async () => {
    const baskets = new InMemoryBaskets();
    const repository = new HeldBasketRepository(new InMemoryBasketRepository(baskets));
    const otherTab = new InMemoryBasketRepository(baskets);
    const { store, basket } = aBasket(repository);
    repository.release();
    await basket.settled();
    repository.hold();
    void basket.add(vest);
    await otherTab.append('guest', [watch]);
    repository.release();
    await basket.settled();
    expect(store.getState().basket).toEqual([watch, vest]);
    expect(await saved(otherTab, 'guest')).toEqual([watch, vest]);
  });

  test('only the open basket is followed: not another shopper’s, nor any once it is closed', async () => {
    const { repository, otherTab } = twoTabs();
    const { store, basket } = aBasket(repository);
    await basket.open('user:ann');
    await otherTab.append('guest', [vest]);
    await basket.settled();
    expect(store.getState().basket).toEqual([]);
    await otherTab.append('user:ann', [watch]);
    await basket.settled();
    expect(store.getState().basket).toEqual([watch]);
    basket.close();
    await otherTab.append('user:ann', [vest]);
    await basket.settled();
    expect(store.getState().basket).toEqual([watch]);
  });
});
