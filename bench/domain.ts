// Domain micro-benchmarks on a basket of 100,000 items.
import { Bench } from 'tinybench';
import { addItem, removeFirst, subtotal, type Basket } from '@/domain/basket';
import type { Product } from '@/domain/product';

export const DOMAIN_SIZE = 100_000;

const item = (index: number): Product => ({
  id: `p${index % 997}`,
  title: `Product ${index}`,
  image: '/images/products.svg#product-12321341',
  price: (index % 100_000) / 100,
  rating: ((index % 5) + 1) as Product['rating'],
});

export async function benchDomain(): Promise<{ operation: string; meanMs: number }[]> {
  const bench = new Bench({ time: 300, warmupTime: 50 });
  const basket: Basket = Array.from({ length: DOMAIN_SIZE }, (_, index) => item(index));
  const last = { ...item(DOMAIN_SIZE), id: 'last' };
  const withLast = addItem(basket, last);
  bench
    .add('add', () => void addItem(basket, last))
    // The worst case: the only match is the last item, so the whole basket is searched.
    .add('remove-first-match', () => void removeFirst(withLast, 'last'))
    .add('subtotal', () => void subtotal(basket));
  await bench.run();
  return bench.tasks.map((task) => ({ operation: task.name, meanMs: task.result!.mean }));
}
