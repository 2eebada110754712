import { ContainerModule } from 'inversify';
import { AUTH_GATEWAY, BASKET_REPOSITORY, LOGGER, NOTIFIER, PRODUCT_CATALOG } from '@/application/ports';
import { APP_UPDATES, CONNECTIVITY, type AppUpdates } from '@/application/ports';
import { APP_STORE, DEMO_STORE, SESSION, SHOPPING_BASKET } from '@/application/services';
import { InMemoryBasketRepository } from '@/adapters/basket-storage/memory/in-memory-basket-repository';
import { StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { BrowserConnectivity } from '@/adapters/connectivity/browser-connectivity';
import { createContainer, NO_UPDATES } from '@/composition/container';
import type { Product } from '@/domain/product';
import type { ProductCatalog } from '@/application/ports';
import { RecordingLogger, RecordingNotifier } from './recorders';
import { StubAuthGateway } from './stub-auth-gateway';

/**
 * The storefront wired with quick, in-memory adapters and a stub provider, as the composition root would wire
 * real ones. The catalogue holds `products` (the sample catalogue unless told otherwise), or is `catalog`;
 * `demoStore` says whether sign-in is the fake auth provider; `notifier` replaces the one that records alerts;
 * `updates` says when a newer version is ready (none by default).
 */
export function createTestStorefront({
  products,
  catalog = new StaticProductCatalog(products),
  demoStore = false,
  notifier = new RecordingNotifier(),
  updates = NO_UPDATES,
}: {
  products?: readonly Product[];
  catalog?: ProductCatalog;
  demoStore?: boolean;
  notifier?: RecordingNotifier;
  updates?: AppUpdates;
} = {}) {
  const logger = new RecordingLogger();
  const auth = new StubAuthGateway();
  const repository = new InMemoryBasketRepository();
  const services = createContainer(
    new ContainerModule(({ bind }) => {
      bind(NOTIFIER).toConstantValue(notifier);
      bind(LOGGER).toConstantValue(logger);
      bind(AUTH_GATEWAY).toConstantValue(auth);
      bind(BASKET_REPOSITORY).toConstantValue(repository);
      bind(PRODUCT_CATALOG).toConstantValue(catalog);
      bind(DEMO_STORE).toConstantValue(demoStore);
      // The real adapter, on the window of a test that has one: it takes it offline as a browser says so.
      bind(CONNECTIVITY).toDynamicValue(() => new BrowserConnectivity(window));
      bind(APP_UPDATES).toConstantValue(updates);
    }),
  );
  const session = services.get(SESSION);
  return {
    services,
    notifier,
    logger,
    auth,
    repository,
    session,
    store: services.get(APP_STORE),
    basket: services.get(SHOPPING_BASKET),
  };
}

export type TestStorefront = ReturnType<typeof createTestStorefront>;
