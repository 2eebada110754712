// The fake auth provider is made here and only here, from the storage it keeps its accounts, settings and session
// in, the clock it reads the time and waits on, the browser that tells a page of other tabs, and the network:
// the gateway a page signs in through, and the administrator's side over the same accounts and settings.

import type { Clock, Connectivity } from '@/application/ports';
import type { KeyValueStorage } from '@/key-value-storage/key-value-storage';
import { FakeAccountStore } from './accounts';
import { FakeAuthAdmin } from './admin';
import { FakeAuthGateway, type FakeAuthBrowser } from './gateway';
import { FakeAuthProvider } from './provider';

/** What the fake auth provider runs on. Pages on one storage and one clock stand for tabs of one browser. */
export interface FakeAuthParts {
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly browser: FakeAuthBrowser;
  /** Whether the device is online (the Connectivity port): like Firebase, the provider is not reached without. */
  readonly network: Pick<Connectivity, 'online'>;
}

/** A page's gateway to the provider; `prepare` may first add accounts to its table (a demo account, say). */
export function fakeAuthGateway(
  { storage, clock, browser, network }: FakeAuthParts,
  prepare: (accounts: FakeAccountStore, now: number) => void = () => {},
): FakeAuthGateway {
  const accounts = new FakeAccountStore(storage);
  prepare(accounts, clock.now());
  return new FakeAuthGateway(new FakeAuthProvider(accounts, storage, clock), storage, browser, network, clock);
}

/** The provider's administrator, as the Auth emulator's admin API is: for tests and the console, never shoppers. */
export function fakeAuthAdmin({ storage, clock }: Pick<FakeAuthParts, 'storage' | 'clock'>): FakeAuthAdmin {
  const accounts = new FakeAccountStore(storage);
  return new FakeAuthAdmin(new FakeAuthProvider(accounts, storage, clock), accounts, storage, clock);
}
