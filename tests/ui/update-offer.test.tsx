import { act, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { AppUpdates } from '@/application/ports';
import { createTestStorefront, renderApp } from '../support/render-app';

/** A newer version that arrives when the test says so, and records whether the shopper took it. */
class NewVersion implements AppUpdates {
  private waiting = false;
  private listener = () => {};
  applied = 0;
  start() {}
  ready = () => this.waiting;
  subscribe(listener: () => void) {
    this.listener = listener;
    return () => {};
  }
  apply() {
    this.applied += 1;
  }
  arrive() {
    this.waiting = true;
    act(() => this.listener());
  }
}

test('a newer version is offered once it is ready, and taken only when the shopper presses Reload', async () => {
  const updates = new NewVersion();
  const { user } = renderApp('/', createTestStorefront({ updates }));
  expect(screen.queryByRole('complementary', { name: 'New version' })).not.toBeInTheDocument();

  updates.arrive();
  const offer = screen.getByRole('complementary', { name: 'New version' });
  expect(offer).toHaveTextContent('A new version is available. Reload');
  expect(await screen.findByText('A new version is available.', { selector: '[aria-live="polite"]' })).toBeVisible();
  expect(updates.applied).toBe(0);

  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(updates.applied).toBe(1);
});
