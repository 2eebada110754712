// The basket use cases, opening a shopper's saved basket (sign-in, storage that fails), and other tabs' changes.
import { describe, expect, test } from 'vitest';
import { BasketPersistence } from '@/application/basket-persistence';
import { BasketSync } from '@/application/basket-sync';
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

const watch = aProduct({ id: 'watch' });
const vest = aProduct({ id: 'vest' });

/** The basket services wired as the composition root wires them, with the guest's basket open. */
function aBasket(repository: BasketRepository = new InMemoryBasketRepository()) {
  const store = new AppStore();
  const logger = new RecordingLogger();
  const sync = new BasketSync(store, repository, new StaticProductCatalog([watch, vest]), logger);
  const saved = new BasketPersistence(store, repository, sync, logger);
  const basket = new ShoppingBasket(store, saved, logger);
  saved.open('guest');
  return { store, logger, basket, saved, repository };
}

/** This tab's repository and another tab's, on the same saved baskets. */
function twoTabs() {
  const baskets = new InMemoryBaskets();
  return { repository: new InMemoryBasketRepository(baskets), otherTab: new InMemoryBasketRepository(baskets) };
}

const QUOTA_EXCEEDED = () => {
  throw new DOMException('full', 'QuotaExceededError');
};

describe('the basket use cases', () => {
  test('add, remove and empty change the state and are saved for the shopper', () => {
    const { store, basket, repository } = aBasket();
    basket.add(watch);
    basket.add(vest);
    basket.add(watch);
    basket.remove('watch');
    expect(store.getState().basket).toEqual([vest, watch]);
    expect(repository.load('guest').basket).toEqual([vest, watch]);
    basket.empty();
    expect(store.getState().basket).toEqual([]);
    expect(repository.load('guest').basket).toEqual([]);
  });

  test('removing an id that is not in the basket writes a console warning through the logger', () => {
    const { store, basket, logger } = aBasket();
    basket.add(vest);
    basket.remove('watch');
    expect(store.getState().basket).toEqual([vest]);
    expect(logger.warnings).toEqual(["Can't remove product (id: watch) as it's not in the basket."]);
  });

  test('changes made while no basket is open are shown but saved nowhere', () => {
    const { store, basket, saved, repository } = aBasket();
    saved.close();
    basket.add(vest);
    expect(store.getState().basket).toEqual([vest]);
    expect(repository.load('guest').basket).toEqual([]);
  });
});

describe("opening a shopper's saved basket", () => {
  test('signing in moves the guest items into the account basket, after its saved items', () => {
    const repository = new InMemoryBasketRepository();
    repository.append('user:ann', [watch, watch]);
    const { store, basket, saved } = aBasket(repository);
    basket.add(vest);
    saved.open('user:ann');
    expect(store.getState().basket).toEqual([watch, watch, vest]);
    expect(repository.load('user:ann').basket).toEqual([watch, watch, vest]);
    expect(repository.load('guest').basket).toEqual([]);
    saved.open('guest');
    expect(store.getState().basket).toEqual([]);
  });

  test('an empty guest basket changes nothing on sign-in, and accounts never mix', () => {
    const repository = new InMemoryBasketRepository();
    repository.append('user:ann', [watch]);
    repository.append('user:bob', [vest]);
    const { store, basket, saved } = aBasket(repository);
    saved.open('user:ann');
    expect(store.getState().basket).toEqual([watch]);
    basket.add(vest);
    saved.open('user:bob');
    expect(store.getState().basket).toEqual([vest]);
    expect(repository.load('user:ann').basket).toEqual([watch, vest]);
  });

  test('if the guest items cannot be moved into the account, they stay in the guest basket', () => {
    const repository = new InMemoryBasketRepository();
    const { basket, saved, store, logger } = aBasket(repository);
    basket.add(vest);
    repository.moveAll = QUOTA_EXCEEDED;
    saved.open('user:ann');
    expect(store.getState().basket).toEqual([]);
    expect(repository.load('guest').basket).toEqual([vest]);
    expect(logger.warnings).toEqual([
      'Some guest items could not be moved into the account; they stay in the guest basket.',
    ]);
  });

  test('after a failed save the basket is kept in memory, other tabs no longer overwrite it, and sign-in carries it', () => {
    const { repository, otherTab } = twoTabs();
    const { basket, saved, store, logger } = aBasket(repository);
    basket.add(watch);
    const append = repository.append.bind(repository);
    repository.append = QUOTA_EXCEEDED;
    basket.add(vest);
    expect(logger.warnings).toEqual(['The basket could not be saved; it is kept for this visit only.']);
    otherTab.clear('guest');
    expect(store.getState().basket).toEqual([watch, vest]);
    otherTab.append('guest', [watch]); // saved again, so a remove that was written would show
    basket.remove('watch');
    expect(repository.load('guest').basket).toEqual([watch]);

    repository.append = append;
    saved.open('user:ann');
    expect(store.getState().basket).toEqual([vest]);
    expect(repository.load('user:ann').basket).toEqual([vest]);
    // Left as it was: other tabs may have saved guest items since this one stopped following them.
    expect(repository.load('guest').basket).toEqual([watch]);
  });

  test('unreadable stored items are dropped with a warning and the rest kept', () => {
    const repository = new InMemoryBasketRepository();
    repository.load = (): StoredBasket => ({ basket: [vest], problems: ['item 2: price must be 0 or more'] });
    const { store, logger } = aBasket(repository);
    expect(store.getState().basket).toEqual([vest]);
    expect(logger.warnings).toEqual(['Dropped an unreadable basket item: item 2: price must be 0 or more']);
  });

  test('stored items not in the catalogue are dropped with a warning; stored titles and prices are not trusted', () => {
    const repository = new InMemoryBasketRepository();
    repository.append('guest', [{ ...vest, price: 0.01, title: 'Free vest' }, aProduct({ id: 'gold-bar' }), watch]);
    const { store, logger } = aBasket(repository);
    expect(store.getState().basket).toEqual([vest, watch]);
    expect(logger.warnings).toEqual(['Dropped an unreadable basket item: product gold-bar is not in the catalogue']);
  });

  test('a storage that fails to read or write never loses the basket of this visit', () => {
    const broken: BasketRepository = {
      load: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      append: QUOTA_EXCEEDED,
      removeFirst: QUOTA_EXCEEDED,
      clear: QUOTA_EXCEEDED,
      moveAll: QUOTA_EXCEEDED,
      watch: () => () => {},
    };
    const { store, basket, saved, logger } = aBasket(broken);
    basket.add(watch);
    basket.add(vest);
    basket.remove('watch');
    saved.open('user:ann');
    basket.add(watch);
    expect(store.getState().basket).toEqual([vest, watch]);
    expect(logger.warnings).toContain('The basket could not be saved; it is kept for this visit only.');
    expect(logger.warnings).toContain('The saved basket could not be read; starting with an empty one.');
  });
});

describe("other tabs' changes", () => {
  test('a change to the open basket shows at once, checked against the catalogue', () => {
    const { repository, otherTab } = twoTabs();
    const { store, logger } = aBasket(repository);
    otherTab.append('guest', [watch, aProduct({ id: 'gold-bar' })]);
    expect(store.getState().basket).toEqual([watch]);
    expect(logger.warnings).toEqual(['Dropped an unreadable basket item: product gold-bar is not in the catalogue']);
  });

  test('only the open basket is followed: not another shopper’s, nor any once it is closed', () => {
    const { repository, otherTab } = twoTabs();
    const { store, saved } = aBasket(repository);
    saved.open('user:ann');
    otherTab.append('guest', [vest]);
    expect(store.getState().basket).toEqual([]);
    otherTab.append('user:ann', [watch]);
    expect(store.getState().basket).toEqual([watch]);
    saved.close();
    otherTab.append('user:ann', [vest]);
    expect(store.getState().basket).toEqual([watch]);
  });
});
