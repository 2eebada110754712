/**
 * Renders each route's first view at build time, as a guest with an empty basket, so the page paints
 * from HTML before any JavaScript runs; main.tsx then hydrates it. Used by the prerender plugin in
 * vite.config.ts, never shipped to browsers.
 */
import { ContainerModule } from 'inversify';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  APP_UPDATES,
  AUTH_GATEWAY,
  BASKET_REPOSITORY,
  CONNECTIVITY,
  LOGGER,
  NOTIFIER,
  PRODUCT_CATALOG,
} from '@/application/ports';
import { DEMO_STORE } from '@/application/services';
import { inMemoryFakeAuthGateway } from './in-memory-auth';
import { InMemoryBasketRepository } from '@/adapters/basket-storage/memory/in-memory-basket-repository';
import { StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { ConsoleLogger } from '@/adapters/logger/console-logger';
import { AlertNotifier } from '@/adapters/notifier/alert-notifier';
import { App } from '@/ui/app';
import { RowTemplates } from '@/ui/components/basket-rows';
import { ServicesProvider } from '@/ui/services-context';
import { bindValue } from './bindings';
import { createContainer, NO_UPDATES } from './container';
import { settingsFromEnv } from './settings';

/** The routes whose HTML is written at build time; every other address is rendered in the browser. */
export const PRERENDERED_ROUTES = ['/', '/login', '/checkout'] as const;

const buildTime = new ContainerModule(({ bind }) => {
  bindValue(bind, LOGGER, new ConsoleLogger(console));
  bindValue(bind, NOTIFIER, new AlertNotifier({ alert: () => {} }));
  bindValue(bind, PRODUCT_CATALOG, new StaticProductCatalog());
  bindValue(bind, BASKET_REPOSITORY, new InMemoryBasketRepository());
  bindValue(bind, AUTH_GATEWAY, inMemoryFakeAuthGateway());
  // A page is drawn online; the browser's word on the connection takes over once it hydrates.
  bindValue(bind, CONNECTIVITY, { online: () => true, subscribe: () => () => {} });
  bindValue(bind, APP_UPDATES, NO_UPDATES);
  // The page says what the built storefront will be: the demo store or the real store.
  bindValue(bind, DEMO_STORE, settingsFromEnv(import.meta.env).profile === 'fake');
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

/** The basket page's row templates, one per product of the catalogue (src/ui/components/basket-rows.tsx). */
export function rowTemplates(): string {
  return renderToString(<RowTemplates products={createContainer(buildTime).get(PRODUCT_CATALOG).products()} />);
}
