import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SAMPLE_PRODUCTS } from '@/adapters/catalog/static-product-catalog';
import type { Product } from '@/domain/product';
import { renderApp } from '../support/render-app';

const header = () => screen.getByRole('banner');

describe('the header of a guest', () => {
  test('shows the logo linking home, a search box, Hello Guest, Sign In, the static entries and the basket', () => {
    renderApp('/');
    const bar = within(header());
    expect(bar.getByRole('link', { name: 'Storefront home' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(bar.getByText('Hello Guest')).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(bar.queryByRole('link', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(header()).toHaveTextContent('Returns & Orders');
    expect(header()).toHaveTextContent('Your Prime');
    expect(bar.getByRole('link', { name: '0 items in basket' })).toHaveAttribute('href', '/checkout');
  });

  test('the search box accepts text and does nothing else', async () => {
    const { user } = renderApp('/');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'watch{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('watch');
    expect(screen.getByRole('heading', { name: "Today's deals" })).toBeInTheDocument();
  });

  test('Sign In goes to the sign-in screen, which has no header', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  test('the basket link counts every item, duplicates included', async () => {
    const { user } = renderApp('/');
    const [first, second] = screen.getAllByRole('button', { name: 'Add to Basket' });
    await user.click(first!);
    expect(screen.getByRole('link', { name: '1 item in basket' })).toHaveTextContent('1');
    await user.click(first!);
    await user.click(second!);
    expect(screen.getByRole('link', { name: '3 items in basket' })).toHaveTextContent('3');
  });
});

describe('the header of a signed-in shopper', () => {
  test('greets the e-mail and offers Sign Out, which signs out', async () => {
    const { session, user } = renderApp('/');
    await session.register('ann@example.com', 'secret1');
    const bar = within(header());
    expect(await bar.findByText('Hello ann@example.com')).toBeInTheDocument();
    expect(bar.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(bar.getByRole('link', { name: 'Sign Out' }));
    expect(await bar.findByText('Hello Guest')).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});

test('moving to another page puts focus on its heading; a skip link leads past the header', async () => {
  const { user } = renderApp('/');
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveAttribute('href', '#main');
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');

  await user.click(screen.getByRole('link', { name: /items? in basket$/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your shopping Basket' })).toHaveFocus();
  await user.click(screen.getByRole('link', { name: 'Sign In' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toHaveFocus();
});

test('the catalogue used by these tests is the sample catalogue', () => {
  expect((SAMPLE_PRODUCTS as Product[]).map((product) => product.id)).toEqual([
    '12321341',
    '49538094',
    '4903850',
    '23445930',
    '90829332',
    '3254354345',
  ]);
});
