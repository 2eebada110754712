import { describe, expect, test } from 'vitest';
import { ShoppingBasket } from '@/application/shopping-basket';
import { AppStore } from '@/application/store';
import type { BasketRepository, StoredBasket } from '@/application/ports';
import { InMemoryBasketRepository } from '@/adapters/basket-storage/memory/in-memory-basket-repository';
import { StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { aProduct } from '../support/products';
import { RecordingLogger } from '../support/recorders';

function aBasket(repository: BasketRepository = new InMemoryBasketRepository()) {
  const store = new AppStore();
  const logger = new RecordingLogger();
  const basket = new ShoppingBasket(store, repository, new StaticProductCatalog([watch, vest]), logger);
  basket.open('guest');
  return { store, logger, basket, repository };
}

/** A repository whose `notify` plays another tab changing the watched basket. */
function aWatchedRepository() {
  const repository = new InMemoryBasketRepository();
  let listener: ((stored: StoredBasket) => void) | undefined;
  repository.watch = (_owner, watcher) => {
    listener = watcher;
    return () => {
      listener = undefined;
    };
  };
  return { repository, notify: (stored: StoredBasket) => listener?.(stored) };
}

const watch = aProduct({ id: 'watch' });
const vest = aProduct({ id: 'vest' });

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

  test('signing in moves the guest items into the account basket, after its saved items', () => {
    const repository = new InMemoryBasketRepository();
    repository.append('user:ann', [watch, watch]);
    const { store, basket } = aBasket(repository);
    basket.add(vest);
    basket.open('user:ann');
    expect(store.getState().basket).toEqual([watch, watch, vest]);
    expect(repository.load('user:ann').basket).toEqual([watch, watch, vest]);
    expect(repository.load('guest').basket).toEqual([]);
    basket.open('guest');
    expect(store.getState().basket).toEqual([]);
  });

  test('an empty guest basket changes nothing on sign-in, and accounts never mix', () => {
    const repository = new InMemoryBasketRepository();
    repository.append('user:ann', [watch]);
    repository.append('user:bob', [vest]);
    const { store, basket } = aBasket(repository);
    basket.open('user:ann');
    expect(store.getState().basket).toEqual([watch]);
    basket.add(vest);
    basket.open('user:bob');
    expect(store.getState().basket).toEqual([vest]);
    expect(repository.load('user:ann').basket).toEqual([watch, vest]);
  });

  test('if the guest items cannot be moved into the account, they stay in the guest basket', () => {
    const repository = new InMemoryBasketRepository();
    const { basket, store, logger } = aBasket(repository);
    basket.add(vest);
    repository.moveAll = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    basket.open('user:ann');
    expect(store.getState().basket).toEqual([]);
    expect(repository.load('guest').basket).toEqual([vest]);
    expect(logger.warnings).toEqual([
      'Some guest items could not be moved into the account; they stay in the guest basket.',
    ]);
  });

  test('after a failed save the basket is kept in memory, other tabs no longer overwrite it, and sign-in carries it', () => {
    const { repository, notify } = aWatchedRepository();
    const { basket, store, logger } = aBasket(repository);
    basket.add(watch);
    const append = repository.append.bind(repository);
    repository.append = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    basket.add(vest);
    expect(logger.warnings).toEqual(['The basket could not be saved; it is kept for this visit only.']);
    notify({ basket: [], problems: [] });
    expect(store.getState().basket).toEqual([watch, vest]);
    basket.remove('watch');
    expect(repository.load('guest').basket).toEqual([watch]);

    repository.append = append;
    basket.open('user:ann');
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
    const fail = () => {
      throw new Error('QuotaExceededError');
    };
    const broken: BasketRepository = {
      load: () => {
        throw new Error('SecurityError');
      },
      append: fail,
      removeFirst: fail,
      clear: fail,
      moveAll: fail,
      watch: () => () => {},
    };
    const { store, basket, logger } = aBasket(broken);
    basket.add(watch);
    basket.add(vest);
    basket.remove('watch');
    basket.open('user:ann');
    basket.add(watch);
    expect(store.getState().basket).toEqual([vest, watch]);
    expect(logger.warnings).toContain('The basket could not be saved; it is kept for this visit only.');
    expect(logger.warnings).toContain('The saved basket could not be read; starting with an empty one.');
  });

  test("another tab's change to the open basket shows at once; closed baskets are not followed", () => {
    const { repository, notify } = aWatchedRepository();
    const { store, basket } = aBasket(repository);
    notify({ basket: [watch], problems: [] });
    expect(store.getState().basket).toEqual([watch]);
    basket.close();
    notify({ basket: [vest], problems: [] });
    expect(store.getState().basket).toEqual([watch]);
  });
});
