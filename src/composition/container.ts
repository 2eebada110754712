/**
 * The composition root: the one module that knows every adapter and binds each port to one of them.
 * Bindings use factories (`toResolvedValue`) rather than decorators, so the classes of the inner
 * layers and the adapters stay free of any container library.
 */
import { Container, ContainerModule } from 'inversify';
import {
  AUTH_GATEWAY,
  BASKET_REPOSITORY,
  LOGGER,
  NOTIFIER,
  PRODUCT_CATALOG,
  type AuthGateway,
  type BasketRepository,
  type Logger,
  type Notifier,
  type ProductCatalog,
} from '@/application/ports';
import { APP_STORE, OFFLINE_DEMO, SESSION, SHOPPING_BASKET } from '@/application/services';
import { Session } from '@/application/session';
import { ShoppingBasket } from '@/application/shopping-basket';
import { AppStore } from '@/application/store';
import { token, type Services } from '@/application/token';
import { FakeAuthGateway } from '@/adapters/auth/fake/fake-auth-gateway';
import { FirebaseAuthGateway, type FirebaseAuthSettings } from '@/adapters/auth/firebase/firebase-auth-gateway';
import { BrowserStorageBasketRepository } from '@/adapters/basket-storage/browser/browser-storage-basket-repository';
import { StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { ConsoleLogger } from '@/adapters/logger/console-logger';
import { AlertNotifier } from '@/adapters/notifier/alert-notifier';
import type { KeyValueStorage } from '@/adapters/storage/key-value-storage';
import { localStorageOrMemory } from '@/adapters/storage/local-storage';
import type { StorefrontSettings } from './settings';

/** Persistent key-value storage shared by the adapters that keep data in the browser. */
const KEY_VALUE_STORAGE = token<KeyValueStorage>('KeyValueStorage');

/** The application's own services; every profile needs them. */
const applicationModule = new ContainerModule(({ bind }) => {
  bind(APP_STORE).toResolvedValue(() => new AppStore());
  bind(SHOPPING_BASKET).toResolvedValue(
    (store: AppStore, repository: BasketRepository, catalog: ProductCatalog, logger: Logger) =>
      new ShoppingBasket(store, repository, catalog, logger),
    [APP_STORE, BASKET_REPOSITORY, PRODUCT_CATALOG, LOGGER],
  );
  bind(SESSION).toResolvedValue(
    (store: AppStore, auth: AuthGateway, basket: ShoppingBasket, notifier: Notifier, logger: Logger) =>
      new Session(store, auth, basket, notifier, logger),
    [APP_STORE, AUTH_GATEWAY, SHOPPING_BASKET, NOTIFIER, LOGGER],
  );
});

/** Adapters for a real browser window: console, alert, localStorage and the bundled catalogue. */
function browserModule(win: Window): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(LOGGER).toResolvedValue(() => new ConsoleLogger());
    bind(NOTIFIER).toResolvedValue(() => new AlertNotifier((message) => win.alert(message)));
    bind(PRODUCT_CATALOG).toResolvedValue(
      (logger: Logger) => new StaticProductCatalog(undefined, (problem) => logger.warn(problem)),
      [LOGGER],
    );
    bind(KEY_VALUE_STORAGE).toResolvedValue(
      (logger: Logger) =>
        localStorageOrMemory(win, (error) =>
          logger.warn('Browser storage is unavailable; the basket is kept for this visit only.', error),
        ),
      [LOGGER],
    );
    bind(BASKET_REPOSITORY).toResolvedValue(
      (storage: KeyValueStorage) => new BrowserStorageBasketRepository(storage, win),
      [KEY_VALUE_STORAGE],
    );
  });
}

/**
 * The offline auth provider: accounts and the session live in the same browser storage. Like Firebase,
 * it cannot be reached while the browser is offline, and it follows sign-ins made in other tabs.
 */
function fakeAuthModule(win: Window): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(OFFLINE_DEMO).toConstantValue(true);
    bind(AUTH_GATEWAY).toResolvedValue(
      (storage: KeyValueStorage) => new FakeAuthGateway({ storage, isOnline: () => win.navigator.onLine, events: win }),
      [KEY_VALUE_STORAGE],
    );
  });
}

/** Firebase Auth; the SDK itself is loaded on first use, outside the initial bundle. */
function firebaseAuthModule(settings: FirebaseAuthSettings): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(OFFLINE_DEMO).toConstantValue(false);
    bind(AUTH_GATEWAY).toResolvedValue((logger: Logger) => new FirebaseAuthGateway(settings, logger), [LOGGER]);
  });
}

/** A container of singletons holding the application services and the given adapters. */
export function createContainer(...adapters: ContainerModule[]): Services {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(applicationModule, ...adapters);
  return container;
}

export function createBrowserContainer(win: Window, { profile, firebase }: StorefrontSettings): Services {
  const auth = profile === 'firebase' && firebase ? firebaseAuthModule(firebase) : fakeAuthModule(win);
  return createContainer(browserModule(win), auth);
}
