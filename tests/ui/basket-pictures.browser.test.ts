// A long basket in Chromium, with the storefront's stylesheet: every row is in the page, and a row's
// picture starts loading only when the row comes near the screen (content-visibility: auto).
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { BasketRows } from '@/ui/components/basket-rows';
import '@/ui/styles.css';

const ROWS = 1_000;
let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  scrollTo(0, 0);
});

async function showLongBasket() {
  const products = new StaticProductCatalog().products();
  const items = Array.from({ length: ROWS }, (_, index) => products[index % products.length]!);
  const container = document.body.appendChild(document.createElement('main'));
  root = createRoot(container);
  root.render(createElement(BasketRows, { basket: items, onRemove: () => {} }));
  await expect.poll(() => container.querySelectorAll('li').length).toBe(ROWS);
  // Two frames: Chromium decides which rows it draws while rendering a frame, and says so after it.
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  return [...container.querySelectorAll('img')];
}

test('every row of a 1,000-item basket is in the page with its picture named, and only those near the screen load', async () => {
  const pictures = await showLongBasket();
  expect(pictures).toHaveLength(ROWS);
  expect(pictures.every((picture) => picture.alt !== '')).toBe(true);
  await expect.poll(() => pictures[0]!.getAttribute('src')).not.toBeNull();
  const loading = pictures.filter((picture) => picture.hasAttribute('src')).length;
  expect(loading).toBeGreaterThan(0);
  expect(loading).toBeLessThan(50);
  expect(pictures.at(-1)).not.toHaveAttribute('src');
});

test('a picture far down the basket shows once its row is scrolled to', async () => {
  const pictures = await showLongBasket();
  const last = pictures.at(-1)!;
  last.closest('li')!.scrollIntoView();
  await expect.poll(() => last.complete && last.naturalWidth, { timeout: 5_000 }).toBe(300);
});
