import { ContainerModule } from 'inversify';
import { AUTH_GATEWAY, BASKET_REPOSITORY, LOGGER, NOTIFIER, PRODUCT_CATALOG } from '@/application/ports';
import { APP_STORE, OFFLINE_DEMO, SESSION, SHOPPING_BASKET } from '@/application/services';
import { inMemoryFakeAuthGateway } from '@/composition/in-memory-auth';
import { InMemoryBasketRepository } from '@/adapters/basket-storage/memory/in-memory-basket-repository';
import { StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { createContainer } from '@/composition/container';
import type { Product } from '@/domain/product';
import { RecordingLogger, RecordingNotifier } from './recorders';

/**
 * The storefront wired with quick, in-memory adapters, as the composition root would wire real ones.
 * The catalogue holds `products` (the sample catalogue unless told otherwise); `offlineDemo` says
 * whether sign-in is the offline fake.
 */
export function createTestStorefront({
  products,
  offlineDemo = false,
}: { products?: readonly Product[]; offlineDemo?: boolean } = {}) {
  const notifier = new RecordingNotifier();
  const logger = new RecordingLogger();
  const auth = inMemoryFakeAuthGateway();
  const repository = new InMemoryBasketRepository();
  const services = createContainer(
    new ContainerModule(({ bind }) => {
      bind(NOTIFIER).toConstantValue(notifier);
      bind(LOGGER).toConstantValue(logger);
      bind(AUTH_GATEWAY).toConstantValue(auth);
      bind(BASKET_REPOSITORY).toConstantValue(repository);
      bind(PRODUCT_CATALOG).toConstantValue(new StaticProductCatalog(products));
      bind(OFFLINE_DEMO).toConstantValue(offlineDemo);
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
