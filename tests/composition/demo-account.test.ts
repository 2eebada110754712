// @vitest-environment jsdom
// The fake profile's demo account: there whenever the fake profile's storefront starts, never in a Firebase one.
import { describe, expect, test } from 'vitest';
import { FakeAccountStore } from '@/adapters/auth/fake/accounts';
import { AUTH_GATEWAY } from '@/application/ports';
import {
  createBrowserContainer,
  fakeAuthModule,
  firebaseAuthModule,
  localStorageBasketModule,
} from '@/composition/container';
import { settingsFromEnv } from '@/composition/settings';

const FAKE = fakeAuthModule;
const FIREBASE = () =>
  firebaseAuthModule(
    settingsFromEnv({ VITE_FIREBASE_API_KEY: 'demo-key', VITE_FIREBASE_PROJECT_ID: 'demo-storefront' }).firebase!,
  );

/** A storefront starting in this page: the container, and the auth gateway that start.tsx follows. */
function start(auth = FAKE) {
  return createBrowserContainer(window, auth(), localStorageBasketModule()).get(AUTH_GATEWAY);
}

describe('the demo account', () => {
  test('is ready when the fake profile’s storefront starts: demo@example.com signs in with demo1234', async () => {
    const signedIn = await start().signIn('demo@example.com', 'demo1234');
    expect(signedIn.ok && signedIn.value.email).toBe('demo@example.com');
  });

  test('is never overwritten: a demo account a developer disabled stays disabled', async () => {
    start();
    const accounts = new FakeAccountStore(localStorage);
    const demo = accounts.find('demo@example.com')!;
    accounts.save({ ...demo, disabled: true });
    const refused = await start().signIn('demo@example.com', 'demo1234');
    expect(refused.ok || refused.error.code).toBe('user-disabled');
  });

  test('is created again when it was deleted', async () => {
    start();
    new FakeAccountStore(localStorage).removeAll();
    expect((await start().signIn('demo@example.com', 'demo1234')).ok).toBe(true);
  });

  test('is not created by a storefront of the firebase profile', () => {
    start(FIREBASE);
    expect(new FakeAccountStore(localStorage).list()).toEqual([]);
  });
});
