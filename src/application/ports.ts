import type { AuthError } from '@/domain/auth-error';
import type { Basket } from '@/domain/basket';
import type { Product } from '@/domain/product';
import type { Result } from '@/domain/result';
import type { BasketOwner } from '@/domain/shopper';
import type { User } from '@/domain/user';
import { token } from './token';

export type Unsubscribe = () => void;

/**
 * Why a report says nobody is signed in when nobody signed out: the provider ended the session this page
 * held, having found the account disabled or its sessions revoked when it was next asked (a token refresh).
 */
export type SignOutCause = 'session-ended';

/** The authentication provider (SPEC §7). Failures resolve to an AuthError from the catalogue. */
export interface AuthGateway {
  signIn(email: string, password: string): Promise<Result<User, AuthError>>;
  register(email: string, password: string): Promise<Result<User, AuthError>>;
  signOut(): Promise<Result<void, AuthError>>;
  /**
   * Calls back with the current user (or null) soon after subscribing, then on every change. A null the
   * provider caused itself comes with its cause; a sign-out, in this tab or another, comes with none.
   */
  onAuthStateChanged(listener: (user: User | null, cause?: SignOutCause) => void): Unsubscribe;
}
export const AUTH_GATEWAY = token<AuthGateway>('AuthGateway');

/** What was read back from storage: the valid items, and why each unusable stored entry was dropped. */
export interface StoredBasket {
  readonly basket: Basket;
  readonly problems: readonly string[];
}

/**
 * Where each shopper's basket is kept between visits, and how other tabs' changes arrive. Asynchronous,
 * as IndexedDB, a server cart or Firestore would be; a promise that rejects is a change not saved.
 * Every change is written item by item, never as a whole basket read, changed and written back, so two
 * tabs changing the same basket at once cannot overwrite each other's items.
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
   * Moves every saved item of `from` into the basket of `to`, which keeps its items in the order they
   * were added (a guest's items, added since the account's, come after them). A failure midway loses
   * nothing (an item leaves `from` only once `to` holds it), and tabs that move the same basket at once
   * move each item once.
   */
  moveAll(from: BasketOwner, to: BasketOwner): Promise<void>;
  /**
   * Calls back when the basket of `owner` was changed elsewhere (another tab), never for this
   * repository's own writes, until the returned function is called. Read the basket with `load`: the
   * caller orders that read after its own writes, so what it shows is never older than them.
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
