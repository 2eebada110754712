// What every basket repository promises, run against each adapter so that none, the in-memory one included, drifts.
import { describe, expect, test } from 'vitest';
import type { BasketRepository, StoredBasket } from '@/application/ports';
import type { BasketOwner } from '@/domain/shopper';
import { aProduct } from '../support/products';

/** An adapter under test: a fresh repository in this page, and others on the same saved baskets in other pages. */
export interface BasketRepositorySubject {
  readonly repository: BasketRepository;
  /** A repository in another tab of the same browser: another document, sharing the saved baskets. */
  otherTab(): Promise<BasketRepository>;
}

/** Resolves with what `repository` first tells watchers of `owner`'s basket. */
function firstChangeHeard(repository: BasketRepository, owner: BasketOwner): Promise<StoredBasket> {
  return new Promise((resolve) => {
    const stop = repository.watch(owner, (stored) => {
      stop();
      resolve(stored);
    });
  });
}

export function basketRepositoryContract(name: string, create: () => Promise<BasketRepositorySubject>) {
  describe(`${name} (basket repository contract)`, () => {
    const watch = aProduct({ id: 'watch' });
    const vest = aProduct({ id: 'vest', price: 11.96 });

    test('a shopper with no saved basket gets an empty one', async () => {
      const { repository } = await create();
      expect(repository.load('guest')).toEqual({ basket: [], problems: [] });
    });

    test('gives back what was appended, in order and with duplicates', async () => {
      const { repository } = await create();
      repository.append('guest', [watch, vest]);
      repository.append('guest', [watch]);
      expect(repository.load('guest')).toEqual({ basket: [watch, vest, watch], problems: [] });
    });

    test('removes only the first saved item with an id; an unknown id changes nothing', async () => {
      const { repository } = await create();
      repository.append('guest', [watch, vest, watch]);
      repository.removeFirst('guest', 'watch');
      repository.removeFirst('guest', 'gold-bar');
      expect(repository.load('guest').basket).toEqual([vest, watch]);
    });

    test('keeps one basket per shopper, and clearing one leaves the others', async () => {
      const { repository } = await create();
      repository.append('guest', [vest]);
      repository.append('user:ann', [watch]);
      repository.append('user:bob', [vest, watch]);
      repository.clear('user:bob');
      expect(repository.load('guest').basket).toEqual([vest]);
      expect(repository.load('user:ann').basket).toEqual([watch]);
      expect(repository.load('user:bob').basket).toEqual([]);
    });

    test("moves a basket after another's items and leaves the first empty", async () => {
      const { repository } = await create();
      repository.append('user:ann', [watch]);
      repository.append('guest', [vest, watch]);
      repository.moveAll('guest', 'user:ann');
      expect(repository.load('user:ann').basket).toEqual([watch, vest, watch]);
      expect(repository.load('guest').basket).toEqual([]);
    });

    test('another tab reads the baskets this one saved, and its changes are read here', async () => {
      const { repository, otherTab } = await create();
      const other = await otherTab();
      repository.append('guest', [watch, vest]);
      other.removeFirst('guest', 'watch');
      expect(other.load('guest').basket).toEqual([vest]);
      expect(repository.load('guest').basket).toEqual([vest]);
    });

    test("a watcher hears another tab's change to the watched basket, and gets the basket as it now is", async () => {
      const { repository, otherTab } = await create();
      const other = await otherTab();
      repository.append('guest', [watch]);
      const heard = firstChangeHeard(repository, 'guest');
      other.append('guest', [vest]);
      expect(await heard).toEqual({ basket: [watch, vest], problems: [] });
    });

    test("a watcher is not told of its own tab's writes, nor of other shoppers' baskets", async () => {
      const { repository, otherTab } = await create();
      const other = await otherTab();
      const heard = firstChangeHeard(repository, 'guest');
      repository.append('guest', [watch, watch]);
      repository.removeFirst('guest', 'watch');
      const annHeard = firstChangeHeard(repository, 'user:ann');
      other.append('user:ann', [vest]);
      await annHeard; // whatever the changes so far set off has been told by now
      other.append('guest', [vest]);
      // Had anything before the other tab's change to this basket called back, an earlier basket would come first.
      expect(await heard).toEqual({ basket: [watch, vest], problems: [] });
    });

    test('a watcher that stopped hears nothing more', async () => {
      const { repository, otherTab } = await create();
      const other = await otherTab();
      const stoppedHeard: StoredBasket[] = [];
      const stop = repository.watch('guest', (stored) => stoppedHeard.push(stored));
      const stillWatching = firstChangeHeard(repository, 'guest');
      stop();
      other.append('guest', [vest]);
      await stillWatching;
      expect(stoppedHeard).toEqual([]);
    });
  });
}
