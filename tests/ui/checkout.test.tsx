import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createTestStorefront, renderApp } from '../support/render-app';
import { aProduct } from '../support/products';

const watch = aProduct({ id: 'watch', title: 'Smart watch', price: 1094.98, rating: 3 });
const vest = aProduct({ id: 'vest', title: 'Quilted vest', price: 11.96, rating: 5 });

async function renderBasket(...items: ReturnType<typeof aProduct>[]) {
  const storefront = createTestStorefront({ products: [watch, vest] });
  await storefront.repository.append('guest', items);
  await storefront.basket.open('guest'); // shown before the page renders, as the app does
  return renderApp('/checkout', storefront);
}

describe('the basket page', () => {
  test('greets the shopper, titles the basket and shows one row per item', async () => {
    await renderBasket(watch, vest, watch);
    expect(screen.getByText('Hello, Guest')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your shopping Basket' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByRole('heading', { name: 'Smart watch' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Smart watch' })).toHaveAttribute('src', watch.image);
    expect(rows[0]).toHaveTextContent('$1,094.98');
    expect(first.getByRole('img', { name: '3 out of 5 stars' })).toHaveTextContent('★★★');
    expect(first.getByRole('button', { name: 'Remove from Basket' })).toBeInTheDocument();
  });

  test('greets a signed-in shopper by e-mail', async () => {
    const { session } = renderApp('/checkout');
    await session.register('ann@example.com', 'secret1');
    expect(await screen.findByText('Hello, ann@example.com')).toBeInTheDocument();
  });

  test('the subtotal panel totals every item, with the gift checkbox and Proceed to Checkout', async () => {
    await renderBasket(watch, vest, watch);
    const panel = within(screen.getByRole('complementary', { name: 'Subtotal' }));
    expect(screen.getByRole('complementary')).toHaveTextContent('Subtotal (3 items): $2,201.92');
    expect(panel.getByRole('checkbox', { name: 'This order contains a gift' })).not.toBeChecked();
    expect(panel.getByRole('button', { name: 'Proceed to Checkout' })).toBeInTheDocument();
  });

  test('an empty basket says so, links back to shopping and totals $0.00', async () => {
    await renderBasket();
    expect(screen.getByText(/Your basket is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('complementary')).toHaveTextContent('Subtotal (0 items): $0.00');
  });

  test('Remove from Basket takes its row out, and the subtotal and the count follow', async () => {
    const { user } = await renderBasket(vest, watch, watch);
    const rows = screen.getAllByRole('listitem');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Remove from Basket' }));
    const titles = screen.getAllByRole('listitem').map((row) => within(row).getByRole('heading').textContent);
    expect(titles).toEqual(['Smart watch', 'Smart watch']);
    expect(screen.getByRole('complementary')).toHaveTextContent('Subtotal (2 items): $2,189.96');
    expect(screen.getByRole('link', { name: '2 items in basket' })).toBeInTheDocument();
  });

  test('removing the first of several duplicates keeps every other row as it was (stable keys)', async () => {
    const { user } = await renderBasket(watch, vest, watch, watch);
    const before = screen.getAllByRole('listitem');
    await user.click(within(before[0]!).getByRole('button', { name: 'Remove from Basket' }));
    const after = screen.getAllByRole('listitem');
    expect(after).toHaveLength(3);
    after.forEach((row, index) => expect(row).toBe(before[index + 1])); // the same DOM nodes, not new ones
  });

  test('the gift checkbox can be ticked, and Proceed to Checkout says checkout is not offered', async () => {
    const { user } = await renderBasket(vest);
    await user.click(screen.getByRole('checkbox', { name: 'This order contains a gift' }));
    expect(screen.getByRole('checkbox', { name: 'This order contains a gift' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByRole('status')).toHaveTextContent('Checkout is not part of this demonstration store.');
  });

  test('the gift checkbox is cleared when another shopper signs in on the same page', async () => {
    const { session, user } = renderApp('/checkout');
    await session.register('ann@example.com', 'secret1');
    const gift = () => screen.getByRole('checkbox', { name: 'This order contains a gift' });
    await user.click(gift());
    expect(gift()).toBeChecked();

    await session.signOut();
    await session.register('bob@example.com', 'secret1');
    expect(await screen.findByText('Hello, bob@example.com')).toBeInTheDocument();
    expect(gift()).not.toBeChecked();
  });

  test('removing a row says so, and keeps the keyboard in the list, then on the heading once empty', async () => {
    const { user } = await renderBasket(watch, vest);
    const [first, second] = screen.getAllByRole('button', { name: 'Remove from Basket' });

    await user.click(first!);
    expect(second).toHaveFocus();
    const announcement = await screen.findByText('Removed Smart watch from your basket');
    expect(announcement).toHaveAttribute('aria-live', 'polite');

    await user.click(second!);
    expect(screen.getByRole('heading', { level: 1, name: 'Your shopping Basket' })).toHaveFocus();
    expect(await screen.findByText('Removed Quilted vest from your basket')).toBe(announcement);
  });

  test('after a removal the keyboard goes to the row after the one that went, or to the last row', async () => {
    const { user } = await renderBasket(vest, watch, vest, watch);
    const buttons = screen.getAllByRole('button', { name: 'Remove from Basket' });
    await user.click(buttons[2]!); // the second vest: the first vest goes (the domain's rule)
    expect(buttons[3]).toHaveFocus();
    await user.click(buttons[3]!); // the last watch: the first watch goes; no row after it, so the last
    expect(screen.getAllByRole('button', { name: 'Remove from Basket' }).at(-1)).toHaveFocus();
  });
});
