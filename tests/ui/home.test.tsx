import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderApp } from '../support/render-app';

test('a card shows title, price in dollars, one star per rating point, an image and Add to Basket', () => {
  renderApp('/');
  const card = screen.getByRole('article', { name: /Titan 16 gaming laptop/ });
  const inCard = within(card);
  expect(inCard.getByRole('heading', { level: 2 })).toHaveTextContent(/^Titan 16 gaming laptop/);
  expect(card).toHaveTextContent('$1,094.98');
  const rating = inCard.getByRole('img', { name: '5 out of 5 stars' });
  expect(rating).toHaveTextContent('★★★★★');
  expect(inCard.getByRole('img', { name: /^Titan 16 gaming laptop/ })).toHaveAttribute(
    'src',
    '/images/products.svg#product-3254354345',
  );
  expect(inCard.getByRole('button', { name: 'Add to Basket' })).toBeInTheDocument();
});

test('prices run from $11.96 to $1,094.98 and every image has a size, so nothing shifts', () => {
  renderApp('/');
  const prices = screen.getAllByRole('article').map((card) => card.textContent!.match(/\$[\d,]+\.\d{2}/)![0]);
  expect(prices).toContain('$11.96');
  expect(prices).toContain('$1,094.98');
  for (const image of within(screen.getByRole('main')).getAllByAltText(/./)) {
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  }
});

test('Add to Basket puts that product in the basket, with its title, image, price and rating', async () => {
  const { user } = renderApp('/');
  const card = screen.getByRole('article', { name: /quilted vest/ });
  await user.click(within(card).getByRole('button', { name: 'Add to Basket' }));
  await user.click(screen.getByRole('link', { name: '1 item in basket' }));

  const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
  expect(rows).toHaveLength(1);
  const row = within(rows[0]!);
  const title = "Men's lightweight quilted vest, water-resistant, navy";
  expect(row.getByRole('heading', { name: title })).toBeInTheDocument();
  expect(row.getByRole('img', { name: title })).toHaveAttribute('src', '/images/products.svg#product-90829332');
  expect(rows[0]).toHaveTextContent('$11.96');
  expect(row.getByRole('img', { name: '4 out of 5 stars' })).toHaveTextContent('★★★★');
});

test('adding a product is announced politely and confirmed on the card for a moment', async () => {
  const { user } = renderApp('/');
  const card = screen.getByRole('article', { name: /Titan 16 gaming laptop/ });
  const confirmation = within(card).getByText('✓ Added to your basket');
  expect(confirmation).toHaveAttribute('data-shown', 'false');

  await user.click(within(card).getByRole('button', { name: 'Add to Basket' }));
  const announcement = await screen.findByText(/^Added Titan 16 gaming laptop.* to your basket$/);
  expect(announcement).toHaveAttribute('aria-live', 'polite');
  expect(confirmation).toHaveAttribute('data-shown', 'true');
  expect(confirmation).toHaveAttribute('aria-hidden', 'true');
  await vi.waitFor(() => expect(confirmation).toHaveAttribute('data-shown', 'false'), { timeout: 3000 });
});
