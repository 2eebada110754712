import fc from 'fast-check';
import type { Product, Rating } from '@/domain/product';

/** A product for tests: a watch at $10.00 unless told otherwise. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return { id: 'p1', title: 'Smart watch', image: '/watch.svg', price: 10, rating: 4, ...overrides };
}

/** Dollar prices with at most two decimals, as a catalogue holds them, from $0.00 to $10,000,000.00. */
const dollarPrice = fc.integer({ min: 0, max: 1_000_000_000 }).map((cents) => cents / 100);

export const productArbitrary: fc.Arbitrary<Product> = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd'),
  title: fc.string({ minLength: 1 }).filter((title) => title.trim() !== ''),
  image: fc.constant('/item.svg'),
  price: dollarPrice,
  rating: fc.integer({ min: 1, max: 5 }).map((rating) => rating as Rating),
});
