import { act, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderApp } from '../support/render-app';

const OFFLINE = 'You are offline. Pages you have opened and your basket still work; signing in needs a connection.';

/** The browser's word on the connection, as it says it: `navigator.onLine` and the event that goes with it. */
function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}
afterEach(() => vi.restoreAllMocks());

test('the shopper is shown and told that they are offline while the connection is gone, and told when it is back', async () => {
  renderApp('/checkout');
  expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();

  connection(false);
  expect(screen.getByText(OFFLINE, { selector: 'p' })).toBeVisible();
  expect(await screen.findByText(OFFLINE, { selector: '[aria-live="polite"]' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  connection(true);
  expect(screen.queryByText(OFFLINE, { selector: 'p' })).not.toBeInTheDocument();
  expect(await screen.findByText('You are back online.')).toBeInTheDocument();
});
