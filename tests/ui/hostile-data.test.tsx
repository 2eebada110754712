import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { aProduct } from '../support/products';
import { createTestStorefront, renderApp } from '../support/render-app';

const MARKUP = '<img src="x" onerror="window.injected = true">';

test('titles and e-mails that look like markup are shown as text, never run', async () => {
  const hostile = aProduct({ id: 'hostile', title: `Vest ${MARKUP}` });
  const storefront = createTestStorefront({ products: [hostile] });
  const registered = await storefront.auth.register(`${MARKUP}@example.com`, 'secret1');
  if (!registered.ok) throw new Error(registered.error.message);
  await storefront.repository.append(`user:${registered.value.uid}`, [hostile]);
  renderApp('/checkout', storefront);

  expect(await screen.findByRole('heading', { name: `Vest ${MARKUP}` })).toBeInTheDocument();
  expect(screen.getByText(`Hello ${MARKUP}@example.com`)).toBeInTheDocument();
  expect(screen.getAllByRole('img').map((image) => image.getAttribute('src'))).not.toContain('x');
  expect((window as { injected?: boolean }).injected).toBeUndefined();
});
