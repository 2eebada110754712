import { describe, expect, test } from 'vitest';
import type { BasketRepository } from '../../src/application/ports';
import { aProduct } from '../support/products';

/** What every basket repository promises; run against each adapter so the in-memory one stays honest. */
export function basketRepositoryContract(name: string, create: () => BasketRepository) {
  describe(`${name} (basket repository contract)`, () => {
    const watch = aProduct({ id: 'watch' });
    const vest = aProduct({ id: 'vest', price: 11.96 });

    test('a shopper with no saved basket gets an empty one', () => {
      expect(create().load('guest')).toEqual({ basket: [], problems: [] });
    });

    test('gives back what was saved, in order and with duplicates', () => {
      const repository = create();
      repository.save('guest', [watch, vest, watch]);
      expect(repository.load('guest')).toEqual({ basket: [watch, vest, watch], problems: [] });
    });

    test('keeps one basket per shopper', () => {
      const repository = create();
      repository.save('guest', [vest]);
      repository.save('user:ann', [watch]);
      repository.save('user:bob', []);
      expect(repository.load('guest').basket).toEqual([vest]);
      expect(repository.load('user:ann').basket).toEqual([watch]);
      expect(repository.load('user:bob').basket).toEqual([]);
    });

    test('a later save replaces the earlier one', () => {
      const repository = create();
      repository.save('guest', [watch, vest]);
      repository.save('guest', [vest]);
      expect(repository.load('guest').basket).toEqual([vest]);
    });

    test("its own saves never call its watchers back: only other tabs' changes do", () => {
      const repository = create();
      const heard: unknown[] = [];
      const stop = repository.watch('guest', (stored) => heard.push(stored));
      repository.save('guest', [watch]);
      stop();
      expect(heard).toEqual([]);
    });
  });
}
