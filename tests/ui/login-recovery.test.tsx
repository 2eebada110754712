import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderApp } from '../support/render-app';

/** Whatever fails behind the form, the shopper gets the form back and can try again. */
describe('the sign-in form after a failure it did not expect', () => {
  async function signInAs(user: ReturnType<typeof renderApp>['user']) {
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  test('a notifier that throws: the buttons stop being busy and the next click is a new attempt', async () => {
    const { user, notifier } = renderApp('/login');
    const alert = vi.spyOn(notifier, 'alert').mockImplementation(() => {
      throw new TypeError('alert is not a function');
    });
    await signInAs(user);
    const signInButton = screen.getByRole('button', { name: 'Sign In' });
    await vi.waitFor(() => expect(signInButton).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(signInButton);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
  });

  test('a use case that rejects: the buttons stop being busy and the next click is a new attempt', async () => {
    const { user, session, logger } = renderApp('/login');
    const signIn = vi.spyOn(session, 'signIn').mockRejectedValue(new Error('boom'));
    await signInAs(user);
    const signInButton = screen.getByRole('button', { name: 'Sign In' });
    await vi.waitFor(() => expect(signInButton).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(logger.errors).toEqual(['The sign-in request failed unexpectedly.']);
    await user.click(signInButton);
    expect(signIn).toHaveBeenCalledTimes(2);
  });
});
