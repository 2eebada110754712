import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { renderApp, createTestStorefront } from '../support/render-app';

test('any other route shows a not-found page with the header and a link home', async () => {
  const { user } = renderApp('/no/such/page');
  expect(screen.getByRole('heading', { name: /couldn't find that page/ })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go to the Storefront home page' }));
  expect(screen.getByRole('heading', { name: "Today's deals" })).toBeInTheDocument();
});

test('a page that fails to render shows a friendly page with a way home and logs the error', async () => {
  const catalog = new (class extends StaticProductCatalog {
    failing = false;
    override products() {
      if (this.failing) throw new Error('catalogue exploded');
      return super.products();
    }
  })();
  const storefront = createTestStorefront({ catalog });
  await storefront.basket.open('guest'); // the saved basket is shown; the home page's render then fails
  catalog.failing = true;
  const caught: unknown[] = [];
  renderApp('/', storefront, { onCaughtError: (error) => caught.push(error) });
  expect(screen.getByRole('heading', { name: 'Sorry, something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the Storefront home page' })).toHaveAttribute('href', '/');
  expect(storefront.logger.errors).toEqual(['A page failed to render.']);
  expect(caught).toEqual([new Error('catalogue exploded')]);
});
