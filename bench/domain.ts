// Domain micro-benchmarks: add, remove-first-match and subtotal on baskets of 10, 1,000 and 100,000.
import { Bench } from 'tinybench';
import { addItem, removeFirst, subtotal, type Basket } from '@/domain/basket';
import type { Product } from '@/domain/product';

const SIZES = [10, 1_000, 100_000];

const item = (index: number): Product => ({
  id: `p${index % 997}`,
  title: `Product ${index}`,
  image: '/images/products.svg#product-12321341',
  price: (index % 100_000) / 100,
  rating: ((index % 5) + 1) as Product['rating'],
});

export interface DomainResult {
  operation: string;
  size: number;
  meanMs: number;
  p99Ms: number;
}

export async function benchDomain(): Promise<DomainResult[]> {
  const bench = new Bench({ time: 300, warmupTime: 50 });
  for (const size of SIZES) {
    const basket: Basket = Array.from({ length: size }, (_, index) => item(index));
    const last = { ...item(size), id: 'last' };
    const withLast = addItem(basket, last);
    bench
      .add(`add|${size}`, () => void addItem(basket, last))
      // The worst case: the only match is the last item, so the whole basket is searched.
      .add(`remove-first-match|${size}`, () => void removeFirst(withLast, 'last'))
      .add(`subtotal|${size}`, () => void subtotal(basket));
  }
  await bench.run();
  return bench.tasks.map((task) => {
    const [operation, size] = task.name.split('|');
    return { operation: operation!, size: Number(size), meanMs: task.result!.mean, p99Ms: task.result!.p99 };
  });
}
