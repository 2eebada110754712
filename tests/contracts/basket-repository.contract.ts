// What every basket repository promises, run against each adapter so that none, the in-memory one included, drifts.
import { describe, expect, test } from 'vitest';
import type { BasketRepository } from '@/application/ports';
import type { BasketOwner } from '@/domain/shopper';
import { aProduct } from '../support/products';

/** An adapter under test: a fresh repository in this page, and others on the same saved baskets in other pages. */
export interface BasketRepositorySubject {
  readonly repository: BasketRepository;
  /** A repository in another tab of the same browser: another document, sharing the saved baskets. */
  otherTab(): Promise<BasketRepository>;
}

/** Resolves when `repository` first tells watchers of `owner`'s basket that it changed. */
function firstChangeHeard(repository: BasketRepository, owner: BasketOwner): Promise<void> {
  return new Promise((resolve) => {
    const stop = repository.watch(owner, () => {
      stop();
      resolve();
    });
  });
}

const ids = async (repository: BasketRepository, owner: BasketOwner) =>
  (await repository.load(owner)).basket.map((item) => item.id);

export function basketRepositoryContract(name: string, create: () => Promise<BasketRepositorySubject>) {
  describe(`${name} (basket repository contract)`, () => {
    const watch = aProduct({ id: 'watch' });
    const vest = aProduct({ id: 'vest', price: 11.96 });

    test('a shopper with no saved basket gets an empty one', async () => {
      const { repository } = await create();
      expect(await repository.load('guest')).toEqual({ basket: [], problems: [] });
    });

    test('gives back what was appended, in order and with duplicates', async () => {
      const { repository } = await create();
      await repository.append('guest', [watch, vest]);
      await repository.append('guest', [watch]);
      expect(await repository.load('guest')).toEqual({ basket: [watch, vest, watch], problems: [] });
    });

    test('removes only the first saved item with an id; an unknown id changes nothing', async () => {
      const { repository } = await create();
      await repository.append('guest', [watch, vest, watch]);
      await repository.removeFirst('guest', 'watch');
      await repository.removeFirst('guest', 'gold-bar');
      expect((await repository.load('guest')).basket).toEqual([vest, watch]);
    });

    test('keeps one basket per shopper, and clearing one leaves the others', async () => {
      const { repository } = await create();
      await repository.append('guest', [vest]);
      await repository.append('user:ann', [watch]);
      await repository.append('user:bob', [vest, watch]);
      await repository.clear('user:bob');
      expect((await repository.load('guest')).basket).toEqual([vest]);
      expect((await repository.load('user:ann')).basket).toEqual([watch]);
      expect((await repository.load('user:bob')).basket).toEqual([]);
    });

    test("moves a basket after another's items and leaves the first empty", async () => {
      const { repository } = await create();
      await repository.append('user:ann', [watch]);
      await repository.append('guest', [vest, watch]);
      await repository.moveAll('guest', 'user:ann');
      expect((await repository.load('user:ann')).basket).toEqual([watch, vest, watch]);
      expect((await repository.load('guest')).basket).toEqual([]);
    });

    test('another tab reads the baskets this one saved, and its changes are read here', async () => {
      const { repository, otherTab } = await create();
      const other = await otherTab();
      await repository.append('guest', [watch, vest]);
      await other.removeFirst('guest', 'watch');
      expect((await other.load('guest')).basket).toEqual([vest]);
      expect((await repository.load('guest')).basket).toEqual([vest]);
    });

    test('two tabs adding at the same moment lose nothing: 50 + 50 items are 100 in both', async () => {
      const { repository, otherTab } = await create();
      const other = await otherTab();
      const fifty = (tab: BasketRepository, item: typeof watch) =>
        Array.from({ length: 50 }, () => tab.append('guest', [item]));
      // Neither tab waits for a write before starting the next, nor for the other tab.
      await Promise.all([...fifty(repository, watch), ...fifty(other, vest)]);
      for (const tab of [repository, other]) {
        const saved = await ids(tab, 'guest');
        expect(saved).toHaveLength(100);
        expect(saved.filter((id) => id === 'watch')).toHaveLength(50);
      }
    });

    test('two tabs moving the same basket at the same moment move each item once', async () => {
      const { repository, otherTab } = await create();
      const other = await otherTab();
      await repository.append('guest', [watch, vest]);
      await Promise.all([repository.moveAll('guest', 'user:ann'), other.moveAll('guest', 'user:ann')]);
      expect(await ids(other, 'user:ann')).toEqual(['watch', 'vest']);
      expect(await ids(repository, 'guest')).toEqual([]);
    });

    test("a watcher hears another tab's change to the watched basket, and then reads the basket as it now is", async () => {
      const { repository, otherTab } = await create();
      const other = await otherTab();
      await repository.append('guest', [watch]);
      const heard = firstChangeHeard(repository, 'guest');
      await other.append('guest', [vest]);
      await heard;
      expect(await repository.load('guest')).toEqual({ basket: [watch, vest], problems: [] });
    });

    test("a watcher is not told of its own tab's writes, nor of other shoppers' baskets", async () => {
      const { repository, otherTab } = await create();
      const other = await otherTab();
      const told: string[] = [];
      const stop = repository.watch('guest', () => told.push('guest'));
      await repository.append('guest', [watch, watch]);
      await repository.removeFirst('guest', 'watch');
      const annHeard = firstChangeHeard(repository, 'user:ann');
      await other.append('user:ann', [vest]);
      await annHeard; // whatever the changes so far set off has been told by now
      expect(told).toEqual([]);
      const guestHeard = firstChangeHeard(repository, 'guest');
      await other.append('guest', [vest]);
      await guestHeard;
      stop();
      // The watcher that was there all along heard the other tab's change (this proves it could hear).
      expect(told.length).toBeGreaterThan(0);
    });

    test('a watcher that stopped hears nothing more', async () => {
      const { repository, otherTab } = await create();
      const other = await otherTab();
      let stoppedHeard = 0;
      const stop = repository.watch('guest', () => stoppedHeard++);
      const stillWatching = firstChangeHeard(repository, 'guest');
      stop();
      await other.append('guest', [vest]);
      await stillWatching;
      expect(stoppedHeard).toBe(0);
    });
  });
}
