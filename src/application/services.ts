import type { Session } from './session';
import type { ShoppingBasket } from './shopping-basket';
import type { AppStore } from './store';
import { token } from './token';

/** Tokens of the application's own services, bound by the composition root. */
export const APP_STORE = token<AppStore>('AppStore');
export const SHOPPING_BASKET = token<ShoppingBasket>('ShoppingBasket');
export const SESSION = token<Session>('Session');
/** Whether sign-in runs on the fake auth provider: the pages then say it is a demo store, not a real one. */
export const DEMO_STORE = token<boolean>('DemoStore');
