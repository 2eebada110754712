import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createTestStorefront, renderApp } from '../support/render-app';

describe('the offline demo notice', () => {
  test.each(['/', '/login', '/checkout', '/no-such-page'])('is on %s when sign-in is the offline fake', (route) => {
    renderApp(route, createTestStorefront({ offlineDemo: true }));
    expect(screen.getByRole('complementary', { name: 'Offline demo' })).toHaveTextContent(
      'Offline demo: nothing is sold; your data stays in this browser.',
    );
  });

  test('is absent from the real store', () => {
    renderApp('/', createTestStorefront({ offlineDemo: false }));
    expect(screen.queryByRole('complementary', { name: 'Offline demo' })).not.toBeInTheDocument();
  });

  test.each(['/', '/login'])('on %s offers the demo account and the provider console', (route) => {
    renderApp(route, createTestStorefront({ offlineDemo: true }));
    const notice = within(screen.getByRole('complementary', { name: 'Offline demo' }));
    expect(notice.getByText(/Try demo@example\.com \/ demo1234\./)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Provider console' })).toHaveAttribute('href', '/provider-console.html');
  });

  test("the skip link stays the first thing the keyboard reaches, before the notice's link", async () => {
    const { user } = renderApp('/', createTestStorefront({ offlineDemo: true }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });
});
