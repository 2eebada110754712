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

  test('signing in with a registered account goes to the home page', async () => {
    const { user, auth } = renderApp('/login');
    await auth.register('ann@example.com', 'secret1');
    await auth.signOut();
    await fillIn(user, 'ann@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Hello ann@example.com')).toBeInTheDocument();
  });

  test('pressing Enter in the password field signs in', async () => {
    const { user, auth } = renderApp('/login');
    await auth.register('ann@example.com', 'secret1');
    await auth.signOut();
    await fillIn(user, 'ann@example.com', 'secret1{Enter}');
    expect(await screen.findByText('Hello ann@example.com')).toBeInTheDocument();
  });

  test.each([
    ['a wrong password', 'ann@example.com', 'wrong-pass', 'Sign In', 'wrong-password'],
    ['an unknown e-mail', 'who@example.com', 'secret1', 'Sign In', 'user-not-found'],
    ['a badly formatted e-mail', 'not-an-email', 'secret1', 'Sign In', 'invalid-email'],
    ['an empty password', 'ann@example.com', '', 'Sign In', 'missing-password'],
    ['a 5-character password', 'short@example.com', '12345', 'Create your Amazon Account', 'weak-password'],
    ['an e-mail already in use', 'ann@example.com', 'secret1', 'Create your Amazon Account', 'email-already-in-use'],
  ] as const)(
    '%s shows the provider message in an alert and stays on the page',
    async (_case, email, password, button, code) => {
      const { user, auth, notifier } = renderApp('/login');
      await auth.register('ann@example.com', 'secret1');
      await auth.signOut();
      await fillIn(user, email, password);
      await user.click(screen.getByRole('button', { name: button }));
      await expect.poll(() => notifier.alerts).toEqual([authError(code).message]);
      expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    },
  );

  test('the form checks nothing itself: empty fields go to the provider', async () => {
    const { user, notifier } = renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect.poll(() => notifier.alerts).toHaveLength(1);
    expect(notifier.alerts[0]).toBe(authError('invalid-email').message);
  });

  test('while the provider answers, both buttons are busy and ignore clicks; then the form is usable again', async () => {
    const { user, auth, notifier } = renderApp('/login');
    let answer: (result: Awaited<ReturnType<typeof auth.signIn>>) => void = () => {};
    const signIn = vi.spyOn(auth, 'signIn').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const register = vi.spyOn(auth, 'register');
    await fillIn(user, 'ann@example.com', 'secret1');
    const signInButton = screen.getByRole('button', { name: 'Sign In' });
    const registerButton = screen.getByRole('button', { name: 'Create your Amazon Account' });

    await user.dblClick(signInButton);
    await user.click(registerButton);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(register).not.toHaveBeenCalled();
    expect(signInButton).toHaveAttribute('aria-disabled', 'true');
    expect(registerButton).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Signing in…');

    answer({ ok: false, error: authError('network-request-failed') });
    await expect.poll(() => notifier.alerts).toEqual([authError('network-request-failed').message]);
    await vi.waitFor(() => expect(signInButton).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(registerButton);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
