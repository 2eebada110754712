// The offline provider in memory, with no browser around it: for rendering pages at build time, and for tests.

import { MemoryStorage } from '@/adapters/storage/key-value-storage';
import { FakeAccountStore } from '@/adapters/auth/fake/accounts';
import { FakeAuthGateway, type FakeAuthBrowser } from '@/adapters/auth/fake/gateway';
import { FakeAuthProvider } from '@/adapters/auth/fake/provider';
import { systemClock } from '@/adapters/clock/system-clock';

/** Always online, and alone: there are no other tabs to follow. */
const NO_BROWSER: FakeAuthBrowser = { addEventListener: () => {}, navigator: { onLine: true } };

export function inMemoryFakeAuthGateway(): FakeAuthGateway {
  const storage = new MemoryStorage();
  const provider = new FakeAuthProvider(new FakeAccountStore(storage), storage, systemClock);
  return new FakeAuthGateway(provider, storage, NO_BROWSER, systemClock);
}
