/**
 * Renders each route's first view at build time, as a guest with an empty basket, so the page paints
 * from HTML before any JavaScript runs; main.tsx then hydrates it. Used by the prerender plugin in
 * vite.config.ts, never shipped to browsers.
 */
import { ContainerModule } from 'inversify';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AUTH_GATEWAY, BASKET_REPOSITORY, LOGGER, NOTIFIER, PRODUCT_CATALOG } from '@/application/ports';
import { OFFLINE_DEMO } from '@/application/services';
import { inMemoryFakeAuthGateway } from '@/adapters/auth/fake/in-memory-fake-auth';
import { InMemoryBasketRepository } from '@/adapters/basket-storage/memory/in-memory-basket-repository';
import { StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { ConsoleLogger } from '@/adapters/logger/console-logger';
import { AlertNotifier } from '@/adapters/notifier/alert-notifier';
import { App } from '@/ui/app';
import { ServicesProvider } from '@/ui/services-context';
import { createContainer } from './container';
import { settingsFromEnv } from './settings';

/** The routes whose HTML is written at build time; every other address is rendered in the browser. */
export const PRERENDERED_ROUTES = ['/', '/login', '/checkout'] as const;

const buildTime = new ContainerModule(({ bind }) => {
  bind(LOGGER).toConstantValue(new ConsoleLogger());
  bind(NOTIFIER).toConstantValue(new AlertNotifier({ alert: () => {} }));
  bind(PRODUCT_CATALOG).toConstantValue(new StaticProductCatalog());
  bind(BASKET_REPOSITORY).toConstantValue(new InMemoryBasketRepository());
  bind(AUTH_GATEWAY).toConstantValue(inMemoryFakeAuthGateway());
  // The page says what the built storefront will be: the offline demo or the real store.
  bind(OFFLINE_DEMO).toConstantValue(settingsFromEnv(import.meta.env).profile === 'fake');
});

export function prerender(path: string): string {
  return renderToString(
    <ServicesProvider services={createContainer(buildTime)}>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </ServicesProvider>,
  );
}
