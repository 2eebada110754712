import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createTestStorefront, renderApp } from '../support/render-app';

test.each(['/', '/login'])(
  'the offline demo notice on %s offers the demo account and the provider console',
  (route) => {
    renderApp(route, createTestStorefront({ offlineDemo: true }));
    const notice = within(screen.getByRole('complementary', { name: 'Offline demo' }));
    expect(notice.getByText(/Try demo@example\.com \/ demo1234\./)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Provider console' })).toHaveAttribute('href', '/provider-console.html');
  },
);

test("the skip link stays the first thing the keyboard reaches, before the notice's link", async () => {
  const { user } = renderApp('/', createTestStorefront({ offlineDemo: true }));
  await user.tab();
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
});
