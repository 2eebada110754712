import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { SESSION } from '@/application/services';
import type { Session } from '@/application/session';
import type { Services } from '@/application/token';
import { ThrowingNotifier } from '../support/recorders';
import { createTestStorefront, renderApp } from '../support/render-app';

/** Whatever fails behind the form, the shopper gets the form back and can try again. */
describe('the sign-in form after a failure it did not expect', () => {
  async function signInAs(user: ReturnType<typeof renderApp>['user']) {
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  test('a notifier that throws: the buttons stop being busy and the next click is a new attempt', async () => {
    const { user, auth, notifier } = renderApp('/login', createTestStorefront({ notifier: new ThrowingNotifier() }));
    auth.refuse('wrong-password');
    await signInAs(user);
    const signInButton = screen.getByRole('button', { name: 'Sign In' });
    await vi.waitFor(() => expect(signInButton).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(signInButton);
    await expect.poll(() => notifier.alerts).toHaveLength(2);
  });

  test('a use case that rejects: the buttons stop being busy and the next click is a new attempt', async () => {
    const storefront = createTestStorefront();
    // The app's services, but a sign-in use case that rejects (the session's own never does).
    const attempts: string[] = [];
    const rejecting: Session = Object.create(storefront.session);
    rejecting.signIn = async (email) => {
      attempts.push(email);
      throw new Error('boom');
    };
    const services = { get: (token) => (token === SESSION ? rejecting : storefront.services.get(token)) } as Services;
    const { user, logger } = renderApp('/login', { ...storefront, services });
    await signInAs(user);
    const signInButton = screen.getByRole('button', { name: 'Sign In' });
    await vi.waitFor(() => expect(signInButton).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(logger.errors).toEqual(['The sign-in request failed unexpectedly.']);
    await user.click(signInButton);
    expect(attempts).toEqual(['ann@example.com', 'ann@example.com']);
  });
});
