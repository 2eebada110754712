import { changeBasket, EMPTY_BASKET, type Basket, type BasketChange } from './basket';
import type { User } from './user';

/** The application state of SPEC §3: the basket starts empty and nobody is signed in. */
export interface AppState {
  readonly basket: Basket;
  readonly user: User | null;
  /**
   * Nobody is signed in because the provider ended the session (the account was disabled, or its sessions
   * revoked), not because the shopper signed out: the pages tell them. Cleared by the next sign-in change.
   */
  readonly sessionEnded: boolean;
}

export const INITIAL_STATE: AppState = { basket: EMPTY_BASKET, user: null, sessionEnded: false };

export type Action =
  | BasketChange
  | { readonly type: 'SET_USER'; readonly user: User | null }
  /** The provider signed the shopper out: their session ended without their asking. */
  | { readonly type: 'SESSION_ENDED' }
  /** The basket was read back from storage: after a reload, a change of shopper, or another tab. */
  | { readonly type: 'BASKET_RESTORED'; readonly basket: Basket };

/** Something the reducer noticed but cannot act on, since it has no side effects. */
export type Notice = { readonly kind: 'not-in-basket'; readonly id: string };

export interface Transition {
  readonly state: AppState;
  readonly notice?: Notice;
}

export function reduce(state: AppState, action: Action): Transition {
  switch (action.type) {
    case 'ADD_TO_BASKET':
    case 'REMOVE_FROM_BASKET':
    case 'EMPTY_BASKET': {
      const basket = changeBasket(state.basket, action);
      if (basket !== state.basket) return { state: { ...state, basket } };
      // Nothing changed: a removal then names an item the basket does not hold.
      return action.type === 'REMOVE_FROM_BASKET'
        ? { state, notice: { kind: 'not-in-basket', id: action.id } }
        : { state };
    }
    case 'SET_USER':
      return {
        state:
          state.user === action.user && !state.sessionEnded
            ? state
            : { ...state, user: action.user, sessionEnded: false },
      };
    case 'SESSION_ENDED':
      return { state: state.sessionEnded ? state : { ...state, user: null, sessionEnded: true } };
    case 'BASKET_RESTORED':
      return { state: { ...state, basket: action.basket } };
  }
}
