import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { authError } from '@/domain/auth-error';
import { renderApp } from '../support/render-app';

type Shopper = ReturnType<typeof renderApp>['user'];

async function fillIn(user: Shopper, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
}

describe('the sign-in screen', () => {
  test('has e-mail and password fields, Sign In, a conditions notice and Create your Amazon Account', () => {
    renderApp('/login');
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText(/Conditions of Use/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create your Amazon Account' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  test('creating an account signs the shopper in and goes to the home page', async () => {
    const { user, notifier } = renderApp('/login');
    await fillIn(user, 'new@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create your Amazon Account' }));
    expect(await screen.findByText('Hello new@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Today's deals" })).toBeInTheDocument();
    expect(notifier.alerts).toEqual([]);
  });

  test('signing in goes to the home page', async () => {
    const { user, auth } = renderApp('/login');
    await fillIn(user, 'ann@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Hello ann@example.com')).toBeInTheDocument();
    expect(auth.requests).toEqual([{ request: 'signIn', email: 'ann@example.com', password: 'secret1' }]);
  });

  test('pressing Enter in the password field signs in', async () => {
    const { user } = renderApp('/login');
    await fillIn(user, 'ann@example.com', 'secret1{Enter}');
    expect(await screen.findByText('Hello ann@example.com')).toBeInTheDocument();
  });

  test.each(['Sign In', 'Create your Amazon Account'])(
    "%s: the provider's refusal shows its message in an alert, and the form stays",
    async (button) => {
      const { user, auth, notifier } = renderApp('/login');
      auth.refuse('wrong-password');
      await fillIn(user, 'ann@example.com', 'secret1');
      await user.click(screen.getByRole('button', { name: button }));
      await expect.poll(() => notifier.alerts).toEqual([authError('wrong-password').message]);
      expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByLabelText('E-mail')).toHaveValue('ann@example.com');
    },
  );

  test('the form checks nothing itself: empty fields go to the provider', async () => {
    const { user, auth } = renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect.poll(() => auth.requests).toEqual([{ request: 'signIn', email: '', password: '' }]);
  });

  test('while the provider answers, both buttons are busy and ignore clicks; then the form is usable again', async () => {
    const { user, auth, notifier } = renderApp('/login');
    const answer = auth.hold();
    await fillIn(user, 'ann@example.com', 'secret1');
    const signInButton = screen.getByRole('button', { name: 'Sign In' });
    const registerButton = screen.getByRole('button', { name: 'Create your Amazon Account' });

    await user.dblClick(signInButton);
    await user.click(registerButton);
    expect(auth.requests.map(({ request }) => request)).toEqual(['signIn']);
    expect(signInButton).toHaveAttribute('aria-disabled', 'true');
    expect(registerButton).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Signing in…');

    answer({ ok: false, error: authError('network-request-failed') });
    await expect.poll(() => notifier.alerts).toEqual([authError('network-request-failed').message]);
    await vi.waitFor(() => expect(signInButton).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(registerButton);
    expect(auth.requests.map(({ request }) => request)).toEqual(['signIn', 'register']);
  });
});
