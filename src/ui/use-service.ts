import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { Unsubscribe } from '@/application/ports';
import { APP_STORE } from '@/application/services';
import type { Services, Token } from '@/application/token';
import { INITIAL_STATE, type AppState } from '@/domain/app-state';

/** The container, given to every component by ServicesProvider (services-context.tsx). */
export const ServicesContext = createContext<Services | null>(null);

export function useService<T>(token: Token<T>): T {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useService must be used inside a ServicesProvider.');
  return services.get(token);
}
/**
 * A slice of the app state; the component re-renders only when that slice changes. Hydration starts from what the
 * prerendered HTML showed: the slice of the initial state (a guest), unless the page showed another before the app
 * ran (`drawn`).
 */
export function useAppState<T>(select: (state: AppState) => T, drawn: T = select(INITIAL_STATE)): T {
  const store = useService(APP_STORE);
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => drawn,
  );
}

/**
 * What a port that tells its changes says now (`read`), re-rendering at each change; `drawn` is what a page drawn
 * before the app runs (prerendered, or the first render of hydration) shows.
 */
export function useTold<T>(port: { subscribe(listener: () => void): Unsubscribe }, read: () => T, drawn: T): T {
  const subscribe = useCallback((listener: () => void) => port.subscribe(listener), [port]);
  return useSyncExternalStore(subscribe, read, () => drawn);
}
