// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { FakeAuthGateway } from '@/adapters/auth/fake/gateway';
import { FirebaseAuthGateway } from '@/adapters/auth/firebase/firebase-auth-gateway';
import { BrowserStorageBasketRepository } from '@/adapters/basket-storage/browser/browser-storage-basket-repository';
import { StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { ConsoleLogger } from '@/adapters/logger/console-logger';
import { AlertNotifier } from '@/adapters/notifier/alert-notifier';
import { AUTH_GATEWAY, BASKET_REPOSITORY, LOGGER, NOTIFIER, PRODUCT_CATALOG } from '@/application/ports';
import { APP_STORE, DEMO_STORE, SESSION, SHOPPING_BASKET } from '@/application/services';
import { Session } from '@/application/session';
import { ShoppingBasket } from '@/application/shopping-basket';
import { AppStore } from '@/application/store';
import type { Token } from '@/application/token';
import {
  createBrowserContainer,
  fakeAuthModule,
  firebaseAuthModule,
  indexedDbBasketModule,
  localStorageBasketModule,
} from '@/composition/container';
import { IndexedDbBasketRepository } from '@/adapters/basket-storage/indexeddb/indexed-db-basket-repository';
import { settingsFromEnv } from '@/composition/settings';
import type { ContainerModule } from 'inversify';

/** What each token must resolve to in a browser, whichever profile. */
const SHARED: Array<[string, Token<unknown>, abstract new (...args: never[]) => unknown]> = [
  ['the app store', APP_STORE, AppStore],
  ['the basket use cases', SHOPPING_BASKET, ShoppingBasket],
  ['the session use cases', SESSION, Session],
  ['the logger', LOGGER, ConsoleLogger],
  ['the notifier', NOTIFIER, AlertNotifier],
  ['the catalogue', PRODUCT_CATALOG, StaticProductCatalog],
  ['the basket repository', BASKET_REPOSITORY, BrowserStorageBasketRepository],
];

const FIREBASE = settingsFromEnv({ VITE_FIREBASE_API_KEY: 'demo-key', VITE_FIREBASE_PROJECT_ID: 'demo-storefront' });

const PROFILES: Array<[string, () => ContainerModule, typeof FakeAuthGateway | typeof FirebaseAuthGateway, boolean]> = [
  ['fake', fakeAuthModule, FakeAuthGateway, true],
  ['firebase', () => firebaseAuthModule(FIREBASE.firebase!), FirebaseAuthGateway, false],
];

describe.each(PROFILES)('the browser container, %s profile', (_name, auth, AuthAdapter, demoStore) => {
  test.each(SHARED)('resolves %s to one instance of its class', (_what, token, Class) => {
    const services = createBrowserContainer(window, auth(), localStorageBasketModule());
    const service = services.get(token);
    expect(service).toBeInstanceOf(Class);
    expect(services.get(token)).toBe(service);
  });

  test('resolves the auth gateway to its profile’s adapter, and says whether it is the demo store', () => {
    const services = createBrowserContainer(window, auth(), localStorageBasketModule());
    expect(services.get(AUTH_GATEWAY)).toBeInstanceOf(AuthAdapter);
    expect(services.get(DEMO_STORE)).toBe(demoStore);
  });

  test('keeps the basket in IndexedDB when the build names that storage, nothing else changed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const services = createBrowserContainer(window, auth(), indexedDbBasketModule());
      expect(services.get(BASKET_REPOSITORY)).toBeInstanceOf(IndexedDbBasketRepository);
      // This test's window (jsdom) has no IndexedDB: the shopper is told the basket lasts this visit only.
      await vi.waitFor(() =>
        expect(warn).toHaveBeenCalledWith(
          'Browser storage is unavailable; the basket is kept for this visit only.',
          expect.any(TypeError),
        ),
      );
    } finally {
      warn.mockRestore();
    }
  });
});
