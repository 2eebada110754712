/**
 * The composition root: the one module that knows every adapter and binds each port to one of them.
 * Services and adapters are bound as classes whose constructor parameters carry `inject(TOKEN)` metadata,
 * applied here (bindings.ts), one ContainerModule per set of adapters, every binding a singleton.
 */
// First: Inversify keeps the metadata it reads in Reflect's metadata store. The lite build leaves out the
// polyfills of Map, Set and WeakMap, which every browser the build targets has.
import 'reflect-metadata/lite';
import { Container, ContainerModule } from 'inversify';
import {
  APP_UPDATES,
  AUTH_GATEWAY,
  BASKET_REPOSITORY,
  CLOCK,
  CONNECTIVITY,
  LOGGER,
  NOTIFIER,
  PRODUCT_CATALOG,
  type AppUpdates,
  type Clock,
  type Connectivity,
  type Logger,
} from '@/application/ports';
import { APP_STORE, DEMO_STORE, SESSION, SHOPPING_BASKET } from '@/application/services';
import { Session } from '@/application/session';
import { ShoppingBasket } from '@/application/shopping-basket';
import { AppStore } from '@/application/store';
import { token, type Services } from '@/application/token';
import { fakeAuthGateway } from '@/adapters/auth/fake/fake-auth';
import { FirebaseAuthGateway } from '@/adapters/auth/firebase/firebase-auth-gateway';
import type { FirebaseAuthSettings } from '@/adapters/auth/firebase/firebase-connection';
import { BrowserStorageBasketRepository } from '@/adapters/basket-storage/browser/browser-storage-basket-repository';
import { IndexedDbBasketRepository } from '@/adapters/basket-storage/indexeddb/indexed-db-basket-repository';
import { ServiceWorkerUpdates } from '@/adapters/app-updates/service-worker-updates';
import { systemClock } from '@/adapters/clock/system-clock';
import { BrowserConnectivity } from '@/adapters/connectivity/browser-connectivity';
import { SAMPLE_PRODUCTS, StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { ConsoleLogger } from '@/adapters/logger/console-logger';
import { AlertNotifier } from '@/adapters/notifier/alert-notifier';
import type { KeyValueStorage } from '@/key-value-storage/key-value-storage';
import { localStorageOrMemory } from '@/key-value-storage/local-storage';
import { bindClass, bindFactory, bindValue } from './bindings';
import { withDemoAccount } from './demo-account';

/** The browser window the adapters talk to: alerts, storage and its events, the network's state. */
const BROWSER_WINDOW = token<Window>('BrowserWindow');
/** Where the console logger writes: the developer console. */
const BROWSER_CONSOLE = token<Pick<Console, 'warn' | 'error'>>('BrowserConsole');
/** Persistent key-value storage shared by the adapters that keep data in the browser. */
const KEY_VALUE_STORAGE = token<KeyValueStorage>('KeyValueStorage');
/** The catalogue's entries as shipped, checked by the catalogue before they are shown. */
const CATALOG_ENTRIES = token<readonly unknown[]>('CatalogEntries');
const FIREBASE_SETTINGS = token<FirebaseAuthSettings>('FirebaseAuthSettings');

/** Where no newer version can ever arrive: a page drawn at build time, the development server. */
export const NO_UPDATES: AppUpdates = {
  start: () => {},
  ready: () => false,
  subscribe: () => () => {},
  apply: () => {},
};

/** The application's own services; every profile needs them. */
const applicationModule = new ContainerModule(({ bind }) => {
  bindClass(bind, APP_STORE, AppStore, []);
  bindClass(bind, SHOPPING_BASKET, ShoppingBasket, [APP_STORE, BASKET_REPOSITORY, PRODUCT_CATALOG, LOGGER]);
  bindClass(bind, SESSION, Session, [APP_STORE, AUTH_GATEWAY, SHOPPING_BASKET, NOTIFIER, LOGGER]);
});

/** Adapters for a real browser window: console, alert, localStorage and the bundled catalogue. */
function browserModule(win: Window): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindValue(bind, BROWSER_WINDOW, win);
    bindValue(bind, BROWSER_CONSOLE, console);
    // The page's one clock: the basket names its entries by it, the fake auth provider reads the time on it.
    bindValue(bind, CLOCK, systemClock);
    bindValue(bind, CATALOG_ENTRIES, SAMPLE_PRODUCTS);
    bindClass(bind, LOGGER, ConsoleLogger, [BROWSER_CONSOLE]);
    bindClass(bind, NOTIFIER, AlertNotifier, [BROWSER_WINDOW]);
    bindClass(bind, CONNECTIVITY, BrowserConnectivity, [BROWSER_WINDOW]);
    // Only the production build has a service worker (build/offline-app.ts); `npm start` is never offered one.
    if (import.meta.env.PROD) bindClass(bind, APP_UPDATES, ServiceWorkerUpdates, [BROWSER_WINDOW, LOGGER]);
    else bindValue(bind, APP_UPDATES, NO_UPDATES);
    bindClass(bind, PRODUCT_CATALOG, StaticProductCatalog, [CATALOG_ENTRIES, LOGGER]);
    bindFactory(
      bind,
      KEY_VALUE_STORAGE,
      (browser: Window, logger: Logger) => localStorageOrMemory(browser, storageUnavailable(logger)),
      [BROWSER_WINDOW, LOGGER],
    );
  });
}

/** The basket in localStorage, an item per key, following other tabs through `storage` events. */
export function localStorageBasketModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindClass(bind, BASKET_REPOSITORY, BrowserStorageBasketRepository, [KEY_VALUE_STORAGE, BROWSER_WINDOW, CLOCK]);
  });
}

/** The basket in IndexedDB, following other tabs through a BroadcastChannel. */
export function indexedDbBasketModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindFactory(
      bind,
      BASKET_REPOSITORY,
      (browser: Window, logger: Logger) => new IndexedDbBasketRepository(browser, storageUnavailable(logger)),
      [BROWSER_WINDOW, LOGGER],
    );
  });
}

/** What the shopper is told when the browser refuses storage: the basket still works, for this visit. */
function storageUnavailable(logger: Logger): (error: unknown) => void {
  return (error) => logger.warn('Browser storage is unavailable; the basket is kept for this visit only.', error);
}

/**
 * The fake auth provider: accounts and the session live in the same browser storage. Like Firebase,
 * it cannot be reached while the browser is offline, and it follows sign-ins made in other tabs.
 */
export function fakeAuthModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindValue(bind, DEMO_STORE, true);
    // The account table holds the demo account from the start (demo-account.ts).
    bindFactory(
      bind,
      AUTH_GATEWAY,
      (storage: KeyValueStorage, browser: Window, clock: Clock, network: Connectivity) =>
        fakeAuthGateway({ storage, clock, browser, network }, withDemoAccount),
      [KEY_VALUE_STORAGE, BROWSER_WINDOW, CLOCK, CONNECTIVITY],
    );
  });
}

/** Firebase Auth; the SDK itself is loaded on first use, outside the initial bundle. */
export function firebaseAuthModule(settings: FirebaseAuthSettings): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindValue(bind, DEMO_STORE, false);
    bindValue(bind, FIREBASE_SETTINGS, settings);
    bindClass(bind, AUTH_GATEWAY, FirebaseAuthGateway, [FIREBASE_SETTINGS, LOGGER]);
  });
}

/** A container holding the application services and the given adapters. */
export function createContainer(...adapters: ContainerModule[]): Services {
  const container = new Container();
  container.load(applicationModule, ...adapters);
  return container;
}

/**
 * The storefront in a browser window, signing in through `auth` (one profile's auth adapters) and keeping the
 * basket through `basket` (one storage's). start.tsx names the build's choices with constants, so the bundle
 * holds only the adapters chosen.
 */
export function createBrowserContainer(win: Window, auth: ContainerModule, basket: ContainerModule): Services {
  return createContainer(browserModule(win), auth, basket);
}
