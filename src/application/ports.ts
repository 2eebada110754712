import type { AuthError } from '@/domain/auth-error';
import type { Basket } from '@/domain/basket';
import type { Product } from '@/domain/product';
import type { Result } from '@/domain/result';
import type { BasketOwner } from '@/domain/shopper';
import type { User } from '@/domain/user';
import { token } from './token';

export type Unsubscribe = () => void;

/** Why nobody is signed in though nobody signed out: the provider found the account disabled or revoked. */
export type SignOutCause = 'session-ended';

/** The authentication provider (SPEC §7). Failures resolve to an AuthError from the catalogue. */
export interface AuthGateway {
  signIn(email: string, password: string): Promise<Result<User, AuthError>>;
  register(email: string, password: string): Promise<Result<User, AuthError>>;
  signOut(): Promise<Result<void, AuthError>>;
  /** Calls back with the user (or null) soon, then on every change; a null the provider caused has a cause. */
  onAuthStateChanged(listener: (user: User | null, cause?: SignOutCause) => void): Unsubscribe;
}
export const AUTH_GATEWAY = token<AuthGateway>('AuthGateway');

/** The valid items read back from storage, and why each unusable entry was dropped. */
export interface StoredBasket {
  readonly basket: Basket;
  readonly problems: readonly string[];
}

/**
 * Where each shopper's basket is kept between visits, and how other tabs' changes arrive. Asynchronous, as
 * IndexedDB or a server cart; a rejected promise is a change not saved. Changes are written item by item,
 * never as a whole basket read and written back, so two tabs changing it at once lose nothing.
 */
export interface BasketRepository {
  /** Reads the saved basket of `owner`; reading never writes. */
  load(owner: BasketOwner): Promise<StoredBasket>;
  /** Adds items after the saved ones, in order. */
  append(owner: BasketOwner, items: readonly Product[]): Promise<void>;
  /** Removes the first saved item with this id, if there is one. */
  removeFirst(owner: BasketOwner, id: string): Promise<void>;
  clear(owner: BasketOwner): Promise<void>;
  /**
   * Appends every saved item of `from` to the basket of `to`. A failure midway loses nothing (an item
   * leaves `from` only once `to` holds it); tabs moving the same basket at once move each item once.
   */
  moveAll(from: BasketOwner, to: BasketOwner): Promise<void>;
  /**
   * Calls back when another tab changed the basket of `owner`, never for this repository's own writes. The
   * caller reads it with `load`, after its own writes, so what it shows is never older than them.
   */
  watch(owner: BasketOwner, changed: () => void): Unsubscribe;
}
export const BASKET_REPOSITORY = token<BasketRepository>('BasketRepository');

/** Tells the shopper something that needs their attention (a failed sign-in). */
export interface Notifier {
  alert(message: string): void;
}
export const NOTIFIER = token<Notifier>('Notifier');

export interface Logger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}
export const LOGGER = token<Logger>('Logger');

export interface ProductCatalog {
  /** The products on sale, in the order the home page shows them. */
  products(): readonly Product[];
}
export const PRODUCT_CATALOG = token<ProductCatalog>('ProductCatalog');

/** Where time is read and waited on (the session lifecycle), so tests and Playwright's page.clock control both. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Runs `task` once, `ms` from now; the returned function cancels it. */
  after(ms: number, task: () => void): () => void;
}
export const CLOCK = token<Clock>('Clock');

/** Whether the shopper's device has a network connection, as the browser knows it, and each change of it. */
export interface Connectivity {
  online(): boolean;
  /** `listener` hears each change until the returned function is called. */
  subscribe(listener: () => void): Unsubscribe;
}
export const CONNECTIVITY = token<Connectivity>('Connectivity');

/** A newer version of the storefront, deployed since this page loaded, and the shopper's way to it. */
export interface AppUpdates {
  /**
   * Starts looking for newer versions, once the page has loaded and settled: start-up calls it when the page is
   * interactive; a second call does nothing.
   */
  start(): void;
  /** Whether a newer version waits to take over. */
  ready(): boolean;
  /** `listener` hears when a newer version is ready, until the returned function is called. */
  subscribe(listener: () => void): Unsubscribe;
  /** Lets the newer version take over, and reloads the page into it once it has. */
  apply(): void;
}
export const APP_UPDATES = token<AppUpdates>('AppUpdates');
