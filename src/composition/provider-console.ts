// Wires the fake auth provider's console (src/provider-console/) to the provider's admin surface in this browser.
import type { FakeAuthAdmin } from '@/adapters/auth/fake/admin';
import { fakeAuthAdmin } from '@/adapters/auth/fake/fake-auth';
import { systemClock } from '@/adapters/clock/system-clock';
import { profileFromEnv, type StorefrontEnv } from './settings';

// The console's types are the provider's own.
export type { AccountSummary } from '@/adapters/auth/fake/admin';

/** What the console is given: the provider's admin surface, and word of changes that other tabs make. */
export interface ProviderConsoleWiring {
  readonly admin: FakeAuthAdmin;
  /** Calls `listener` whenever another tab writes the storage the provider keeps its accounts and settings in. */
  onChangeElsewhere(listener: () => void): () => void;
}

/**
 * The admin surface over the same localStorage as every storefront tab's provider. Only a build of the
 * fake profile has a provider to administer; any other fails here, with a message the page shows.
 */
export function providerConsoleWiring(win: Window, env: StorefrontEnv): ProviderConsoleWiring {
  const profile = profileFromEnv(env);
  if (profile !== 'fake') {
    throw new Error(`this build's profile is ${profile}; the console administers the fake auth provider only.`);
  }
  // No memory fallback, unlike the storefront's: a console over storage no tab shares would show nothing true.
  const storage = win.localStorage;
  return {
    admin: fakeAuthAdmin({ storage, clock: systemClock }),
    onChangeElsewhere(listener) {
      // The browser fires `storage` in every other tab of the origin after a write, never in the writer's own.
      const onStorage = () => listener();
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
}
