import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createTestStorefront, renderApp } from '../support/render-app';

describe('the demo store notice', () => {
  test.each(['/', '/login', '/checkout', '/no-such-page'])('is on %s when sign-in is the fake provider', (route) => {
    renderApp(route, createTestStorefront({ demoStore: true }));
    expect(screen.getByRole('complementary', { name: 'Demo store' })).toHaveTextContent(
      'Demo store: nothing is sold; your data stays in this browser.',
    );
  });

  test('is absent from the real store', () => {
    renderApp('/', createTestStorefront({ demoStore: false }));
    expect(screen.queryByRole('complementary', { name: 'Demo store' })).not.toBeInTheDocument();
  });

  test.each(['/', '/login'])('on %s offers the demo account and the provider console', (route) => {
    renderApp(route, createTestStorefront({ demoStore: true }));
    const notice = within(screen.getByRole('complementary', { name: 'Demo store' }));
    expect(notice.getByText(/Try demo@example\.com \/ demo1234\./)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Provider console' })).toHaveAttribute('href', '/provider-console.html');
  });

  test("the skip link stays the first thing the keyboard reaches, before the notice's link", async () => {
    const { user } = renderApp('/', createTestStorefront({ demoStore: true }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });
});
