import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { aProduct } from '../support/products';
import { createTestStorefront, renderApp } from '../support/render-app';

// A basket page may draw a thousand rows, and every one stays in the page (find-in-page, screen
// readers): each row is kept small, and the prices it shows are formatted once per amount.

const watch = aProduct({ id: 'watch', title: 'Smart watch', price: 1094.98, rating: 3 });

/** The basket page of a guest whose saved basket holds the watch: its one row. */
async function basketPageRow() {
  const storefront = createTestStorefront({ products: [watch] });
  await storefront.repository.append('guest', [watch]);
  await storefront.basket.open('guest');
  renderApp('/checkout', storefront);
  return within(screen.getByRole('list')).getByRole('listitem');
}

test('a basket row holds six elements: picture, info, title, price, stars and button (its picture at once where the browser cannot say when a row is drawn)', async () => {
  const row = await basketPageRow();
  // Counting elements is the point here: what a row is made of, not what it says.
  // eslint-disable-next-line testing-library/no-node-access
  expect(row.querySelectorAll('*')).toHaveLength(6);
  expect(within(row).getByRole('img', { name: 'Smart watch' })).toHaveAttribute('src', watch.image);
  expect(within(row).getByText('$1,094.98')).toBeInTheDocument();
});

test("a basket row's picture asks for low priority: the row's text, the page's largest paint, comes first", async () => {
  const row = await basketPageRow();
  expect(within(row).getByRole('img', { name: 'Smart watch' })).toHaveAttribute('fetchpriority', 'low');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What Chromium sends a `content-visibility: auto` row when it starts or stops drawing it. */
const drawing = (skipped: boolean) =>
  Object.assign(new Event('contentvisibilityautostatechange', { bubbles: true }), { skipped });

test('where the browser says when a row is drawn, the picture gets its address then, and its alt text at once', async () => {
  vi.stubGlobal('ContentVisibilityAutoStateChangeEvent', class extends Event {});
  const row = await basketPageRow();
  const picture = within(row).getByRole('img', { name: 'Smart watch' });
  expect(picture).not.toHaveAttribute('src');
  row.dispatchEvent(drawing(true));
  expect(picture).not.toHaveAttribute('src');
  row.dispatchEvent(drawing(false));
  expect(picture).toHaveAttribute('src', watch.image);
});
