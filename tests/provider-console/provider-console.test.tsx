// The provider console on the real fake auth provider in jsdom's localStorage, wired as its page wires it.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { User } from '@/domain/user';
import { providerConsoleWiring } from '@/composition/provider-console';
import { ProviderConsole } from '@/provider-console/provider-console';
import { aPage, writtenElsewhere } from '../support/fake-auth-page';
import { ManualClock } from '../support/manual-clock';

/** A storefront tab on the same storage as the console; its sessions start a second before the console acts. */
const aStorefrontTab = () => aPage(localStorage, new ManualClock(Date.now() - 1_000));

async function registered(email: string) {
  const result = await aStorefrontTab().gateway.register(email, 'secret1');
  expect(result.ok).toBe(true);
}

function renderConsole() {
  const { admin, onChangeElsewhere } = providerConsoleWiring(window, {});
  const user = userEvent.setup();
  render(<ProviderConsole admin={admin} onChangeElsewhere={onChangeElsewhere} />);
  return { admin, user };
}

const rowOf = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr')!;
const announcement = () => screen.getByRole('status');

describe('the provider console', () => {
  test('lists each account with its uid, times and state, and shows accounts other tabs register', async () => {
    await registered('ann@example.com');
    const { admin } = renderConsole();
    const [ann] = admin.listAccounts();
    const row = within(rowOf('ann@example.com'));
    expect(row.getByText(ann!.uid)).toBeInTheDocument();
    expect(row.getAllByRole('time').map((time) => time.getAttribute('datetime'))).toEqual([
      new Date(ann!.createdAt).toISOString(),
      new Date(ann!.lastLoginAt).toISOString(),
    ]);
    expect(row.getByRole('cell', { name: 'Enabled' })).toBeInTheDocument();

    await registered('bob@example.com');
    expect(screen.queryByRole('rowheader', { name: 'bob@example.com' })).not.toBeInTheDocument();
    writtenElsewhere('storefront.fake-auth.account:bob@example.com');
    expect(await screen.findByRole('rowheader', { name: 'bob@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '2 accounts, oldest first' })).toBeInTheDocument();
  });

  test('disables and enables an account, saying so; a disabled account cannot sign in', async () => {
    await registered('ann@example.com');
    const { user } = renderConsole();
    await user.click(screen.getByRole('button', { name: 'Disable ann@example.com' }));
    expect(announcement()).toHaveTextContent('Disabled ann@example.com.');
    expect(within(rowOf('ann@example.com')).getByRole('cell', { name: 'Disabled' })).toBeInTheDocument();
    const refused = await aStorefrontTab().gateway.signIn('ann@example.com', 'secret1');
    expect(refused.ok || refused.error.code).toBe('user-disabled');

    // The same button, now offering the opposite: the keyboard stays where it was.
    const enable = screen.getByRole('button', { name: 'Enable ann@example.com' });
    expect(enable).toHaveFocus();
    await user.click(enable);
    expect(announcement()).toHaveTextContent('Enabled ann@example.com.');
    expect((await aStorefrontTab().gateway.signIn('ann@example.com', 'secret1')).ok).toBe(true);
  });

  test("revokes an account's sessions: a page that opens with one is signed out", async () => {
    await registered('ann@example.com'); // and signed in, in that tab's session
    const { user } = renderConsole();
    await user.click(screen.getByRole('button', { name: 'Revoke sessions of ann@example.com' }));
    expect(announcement()).toHaveTextContent('Revoked the sessions of ann@example.com.');
    const states: (User | null)[] = [];
    aStorefrontTab().gateway.onAuthStateChanged((state) => states.push(state));
    await vi.waitFor(() => expect(states).toEqual([null]));
  });

  test('deletes one account, then all, and the keyboard goes on from the accounts heading', async () => {
    await registered('ann@example.com');
    await registered('bob@example.com');
    const { admin, user } = renderConsole();
    await user.click(screen.getByRole('button', { name: 'Delete ann@example.com' }));
    expect(announcement()).toHaveTextContent('Deleted ann@example.com.');
    expect(admin.listAccounts().map(({ email }) => email)).toEqual(['bob@example.com']);
    expect(screen.queryByRole('rowheader', { name: 'ann@example.com' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Accounts' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete all accounts' }));
    expect(announcement()).toHaveTextContent('Deleted all accounts.');
    expect(admin.listAccounts()).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/^No accounts\./)).toBeInTheDocument();
  });

  test.each([
    ['Unreachable', 'network-request-failed', 'The provider is unreachable: every request fails.'],
    ['Answer too-many-requests', 'too-many-requests', 'The provider answers too-many-requests.'],
  ])('the "%s" switch makes every sign-in fail with %s until it is switched off', async (name, code, said) => {
    await registered('ann@example.com');
    const { user } = renderConsole();
    const toggle = screen.getByRole('switch', { name });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/^On: /);
    expect(announcement()).toHaveTextContent(said);
    const refused = await aStorefrontTab().gateway.signIn('ann@example.com', 'secret1');
    expect(refused.ok || refused.error.code).toBe(code);

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/^Off: /);
    expect((await aStorefrontTab().gateway.signIn('ann@example.com', 'secret1')).ok).toBe(true);
  });

  test('shows the switches as another tab set them', () => {
    const { admin } = providerConsoleWiring(window, {});
    admin.set('unreachable', true);
    admin.set('refusal', { code: 'too-many-requests', detail: '' });
    renderConsole();
    expect(screen.getByRole('switch', { name: 'Unreachable' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Answer too-many-requests' })).toBeChecked();
  });

  test('links back to the store', () => {
    renderConsole();
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/');
  });
});

test('a build of the firebase profile has no fake auth provider for the console to administer', () => {
  expect(() =>
    providerConsoleWiring(window, { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'shop' }),
  ).toThrow("this build's profile is firebase; the console administers the fake auth provider only.");
});
