import { describe, expect, test } from 'vitest';
import type { BasketRepository } from '@/application/ports';
import { aProduct } from '../support/products';

/** What every basket repository promises; run against each adapter so the in-memory one stays honest. */
export function basketRepositoryContract(name: string, create: () => BasketRepository) {
  describe(`${name} (basket repository contract)`, () => {
    const watch = aProduct({ id: 'watch' });
    const vest = aProduct({ id: 'vest', price: 11.96 });

    test('a shopper with no saved basket gets an empty one', () => {
      expect(create().load('guest')).toEqual({ basket: [], problems: [] });
    });

    test('gives back what was appended, in order and with duplicates', () => {
      const repository = create();
      repository.append('guest', [watch, vest]);
      repository.append('guest', [watch]);
      expect(repository.load('guest')).toEqual({ basket: [watch, vest, watch], problems: [] });
    });

    test('removes only the first saved item with an id; an unknown id changes nothing', () => {
      const repository = create();
      repository.append('guest', [watch, vest, watch]);
      repository.removeFirst('guest', 'watch');
      repository.removeFirst('guest', 'gold-bar');
      expect(repository.load('guest').basket).toEqual([vest, watch]);
    });

    test('keeps one basket per shopper, and clearing one leaves the others', () => {
      const repository = create();
      repository.append('guest', [vest]);
      repository.append('user:ann', [watch]);
      repository.append('user:bob', [vest, watch]);
      repository.clear('user:bob');
      expect(repository.load('guest').basket).toEqual([vest]);
      expect(repository.load('user:ann').basket).toEqual([watch]);
      expect(repository.load('user:bob').basket).toEqual([]);
    });

    test("moves a basket after another's items and leaves the first empty", () => {
      const repository = create();
      repository.append('user:ann', [watch]);
      repository.append('guest', [vest, watch]);
      repository.moveAll('guest', 'user:ann');
      expect(repository.load('user:ann').basket).toEqual([watch, vest, watch]);
      expect(repository.load('guest').basket).toEqual([]);
    });

    test("its own writes never call its watchers back: only other tabs' changes do", () => {
      const repository = create();
      const heard: unknown[] = [];
      const stop = repository.watch('guest', (stored) => heard.push(stored));
      repository.append('guest', [watch]);
      repository.removeFirst('guest', 'watch');
      repository.clear('guest');
      stop();
      expect(heard).toEqual([]);
    });
  });
}
