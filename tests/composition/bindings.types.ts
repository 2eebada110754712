/**
 * Type-level test, run by `tsc --noEmit` in `npm test`: each binding below is a wiring mistake, and each must
 * fail to compile. If one compiles, its `@ts-expect-error` is unused and tsc fails.
 */
import type { Bind } from 'inversify';
import { BrowserStorageBasketRepository } from '@/adapters/basket-storage/browser/browser-storage-basket-repository';
import { ConsoleLogger } from '@/adapters/logger/console-logger';
import { APP_STORE, DEMO_STORE, SESSION, SHOPPING_BASKET } from '@/application/services';
import { BASKET_REPOSITORY, LOGGER, NOTIFIER, PRODUCT_CATALOG } from '@/application/ports';
import { Session } from '@/application/session';
import { ShoppingBasket } from '@/application/shopping-basket';
import { bindClass, bindValue } from '@/composition/bindings';
import { token } from '@/application/token';
import type { Logger } from '@/application/ports';

/** A class with a defaulted parameter: the container must still be told what to give it. */
class StampedLogger {
  constructor(
    readonly logger: Logger,
    readonly now: () => number = Date.now,
  ) {}
}
const STAMPED_LOGGER = token<StampedLogger>('StampedLogger');

export function wiringMistakes(bind: Bind): void {
  // @ts-expect-error the repository and the logger are swapped in ShoppingBasket's dependencies
  bindClass(bind, SHOPPING_BASKET, ShoppingBasket, [APP_STORE, LOGGER, PRODUCT_CATALOG, BASKET_REPOSITORY]);

  // @ts-expect-error a basket repository is not a product catalogue
  bindClass(bind, PRODUCT_CATALOG, BrowserStorageBasketRepository, []);

  // @ts-expect-error the console logger cannot show an alert: it is no Notifier
  bindClass(bind, NOTIFIER, ConsoleLogger, []);

  // @ts-expect-error Session needs five services; a dependency left out would be unbound
  bindClass(bind, SESSION, Session, [APP_STORE]);

  // @ts-expect-error the defaulted clock is left out: the class would quietly get Date.now, not a bound service
  bindClass(bind, STAMPED_LOGGER, StampedLogger, [LOGGER]);

  // @ts-expect-error the demo-store flag is a boolean
  bindValue(bind, DEMO_STORE, 'yes');
}
