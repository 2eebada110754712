import { fakeAuthAdmin, fakeAuthGateway } from '@/adapters/auth/fake/fake-auth';
import type { AuthGateway, Clock } from '@/application/ports';
import type { KeyValueStorage } from '@/key-value-storage/key-value-storage';
import { ManualClock } from './manual-clock';

/**
 * One page (tab) of the fake auth provider on `storage`: its gateway, the provider's admin surface in the
 * same page, and a switch for the network. Several pages on one storage (and clock) stand for several tabs.
 */
export function aPage(storage: KeyValueStorage, clock: Clock = new ManualClock(), network = { online: () => true }) {
  const browser = { addEventListener: window.addEventListener.bind(window) };
  return {
    gateway: fakeAuthGateway({ storage, clock, browser, network }),
    admin: fakeAuthAdmin({ storage, clock }),
    network,
    clock,
  };
}

/** What a `storage` event tells the other tabs when one of them writes `key`. */
export const writtenElsewhere = (key: string) => window.dispatchEvent(new StorageEvent('storage', { key }));

/**
 * Resolves once the gateway has made every report due so far. The fake auth provider and the stub report to their
 * listeners in order, so one that subscribes now hears last: "nothing else was reported" can be asserted then.
 */
export function reportsDelivered(auth: AuthGateway): Promise<void> {
  return new Promise((resolve) => {
    const stop = auth.onAuthStateChanged(() => {
      stop();
      resolve();
    });
  });
}
