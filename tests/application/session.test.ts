import { describe, expect, test } from 'vitest';
import type { AuthGateway } from '@/application/ports';
import { authError } from '@/domain/auth-error';
import { createTestStorefront } from '../support/test-storefront';
import { aProduct } from '../support/products';
import { reportsDelivered } from '../support/fake-auth-page';
import { ThrowingNotifier } from '../support/recorders';

describe('the session use cases', () => {
  test('follow() reports every sign-in change to the state, and the guest basket joins the account', async () => {
    const [guestItem, annItem] = [aProduct({ id: 'guest-item' }), aProduct({ id: 'ann-item' })];
    const { session, store, basket, auth } = createTestStorefront({ products: [guestItem, annItem] });
    session.follow();
    basket.add(guestItem); // before the provider has even reported

    expect(await session.register('ann@example.com', 'secret1')).toBe(true);
    await expect.poll(() => store.getState().user?.email).toBe('ann@example.com');
    expect(store.getState().basket.map((item) => item.id)).toEqual(['guest-item']);
    basket.add(annItem);

    expect(await session.signOut()).toBe(true);
    await expect.poll(() => store.getState().user).toBeNull();
    await expect.poll(() => store.getState().basket).toEqual([]);

    await auth.signIn('ann@example.com', 'secret1');
    await expect.poll(() => store.getState().basket.map((item) => item.id)).toEqual(['guest-item', 'ann-item']);
  });

  test('a session the provider ended shows in the state until the next sign-in; a sign-out of their own does not', async () => {
    const { session, store, auth } = createTestStorefront();
    session.follow();
    const signedInAs = (email: string | undefined, sessionEnded: boolean) =>
      expect.poll(() => [store.getState().user?.email, store.getState().sessionEnded]).toEqual([email, sessionEnded]);

    await auth.signIn('ann@example.com', 'secret1');
    await signedInAs('ann@example.com', false);
    auth.endSession();
    await signedInAs(undefined, true);
    await auth.signIn('ann@example.com', 'secret1');
    await signedInAs('ann@example.com', false);
    await auth.signOut();
    await signedInAs(undefined, false);
  });

  test('a failed sign-in alerts the provider message and resolves false', async () => {
    const { session, notifier, auth } = createTestStorefront();
    auth.refuse('user-not-found');
    expect(await session.signIn('nobody@example.com', 'secret1')).toBe(false);
    expect(notifier.alerts).toEqual([authError('user-not-found').message]);
  });

  test('a provider that throws still gives the shopper an answer, and the error is logged', async () => {
    const { store, basket, notifier, logger } = createTestStorefront();
    const throwing = { signIn: () => Promise.reject(new Error('boom')) } as unknown as AuthGateway;
    const { Session } = await import('@/application/session');
    const session = new Session(store, throwing, basket, notifier, logger);
    expect(await session.signIn('a@example.com', 'secret1')).toBe(false);
    expect(notifier.alerts).toEqual([authError('internal-error').message]);
    expect(logger.errors).toEqual(['The authentication provider failed unexpectedly.']);
  });

  test('a notifier that throws still lets the attempt end: it resolves false and the error is logged', async () => {
    const { session, auth, logger } = createTestStorefront({ notifier: new ThrowingNotifier() });
    auth.refuse('user-not-found');
    await expect(session.signIn('nobody@example.com', 'secret1')).resolves.toBe(false);
    expect(logger.errors).toEqual(['The message could not be shown to the shopper.']);
  });

  test('a failed sign-out alerts the provider message, and the shopper stays signed in with their basket', async () => {
    const item = aProduct({ id: 'ann-item' });
    const { session, store, basket, auth, notifier } = createTestStorefront({ products: [item] });
    session.follow();
    await session.register('ann@example.com', 'secret1');
    await expect.poll(() => store.getState().user?.email).toBe('ann@example.com');
    basket.add(item);

    auth.refuse('network-request-failed');
    expect(await session.signOut()).toBe(false);
    expect(notifier.alerts).toEqual([authError('network-request-failed').message]);
    expect(store.getState().user?.email).toBe('ann@example.com');
    expect(store.getState().basket).toEqual([item]);
  });

  test('stopping follow() stops reporting sign-in changes', async () => {
    const { session, store, auth } = createTestStorefront();
    const stop = session.follow();
    stop();
    await auth.register('ann@example.com', 'secret1');
    await reportsDelivered(auth);
    expect(store.getState().user).toBeNull();
  });
});
