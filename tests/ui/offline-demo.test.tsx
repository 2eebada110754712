import { screen } from '@testing-library/react';
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
});
