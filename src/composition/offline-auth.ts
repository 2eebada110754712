// The offline provider of the browser, wired by hand: fetched by the offline storefront once it has started
// (container.ts), so it is a module of its own. Its parts are one object graph; a container would add nothing.

import { FakeAccountStore } from '@/adapters/auth/fake/accounts';
import { FakeAuthGateway, type FakeAuthBrowser } from '@/adapters/auth/fake/gateway';
import { FakeAuthProvider } from '@/adapters/auth/fake/provider';
import type { KeyValueStorage } from '@/adapters/storage/key-value-storage';
import type { Clock } from '@/application/ports';
import { withDemoAccount } from './demo-account';

/** The gateway of the offline provider kept in `storage`, whose account table holds the demo account. */
export function offlineAuthGateway(storage: KeyValueStorage, browser: FakeAuthBrowser, clock: Clock): FakeAuthGateway {
  const accounts = withDemoAccount(new FakeAccountStore(storage), clock.now());
  return new FakeAuthGateway(new FakeAuthProvider(accounts, storage, clock), storage, browser, clock);
}
