import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is prerendered or being hydrated, true once the app runs in the browser.
 * What depends on the shopper's own data (their basket) waits for it, so prerendered HTML never
 * claims something about a basket it cannot know.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
