import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { PRODUCT_CATALOG } from '@/application/ports';
import { renderApp, createTestStorefront } from '../support/render-app';

test('any other route shows a not-found page with the header and a link home', async () => {
  const { user } = renderApp('/no/such/page');
  expect(screen.getByRole('heading', { name: /couldn't find that page/ })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go to the Storefront home page' }));
  expect(screen.getByRole('heading', { name: "Today's deals" })).toBeInTheDocument();
});

test('a page that fails to render shows a friendly page with a way home and logs the error', async () => {
  const storefront = createTestStorefront();
  await storefront.basket.open('guest'); // the saved basket is shown; the home page's render then fails
  const catalog = storefront.services.get(PRODUCT_CATALOG);
  vi.spyOn(catalog, 'products').mockImplementation(() => {
    throw new Error('catalogue exploded');
  });
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error too
  renderApp('/', storefront);
  expect(screen.getByRole('heading', { name: 'Sorry, something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the Storefront home page' })).toHaveAttribute('href', '/');
  expect(storefront.logger.errors).toEqual(['A page failed to render.']);
});
