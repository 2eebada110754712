// The fake auth provider in memory, with no browser around it: for rendering the pages at build time (prerender.tsx).

import type { FakeAuthGateway } from '@/adapters/auth/fake/gateway';
import { fakeAuthGateway } from '@/adapters/auth/fake/fake-auth';
import { systemClock } from '@/adapters/clock/system-clock';
import { MemoryStorage } from '@/key-value-storage/key-value-storage';

export function inMemoryFakeAuthGateway(): FakeAuthGateway {
  // Always online, and alone: there are no other tabs to follow.
  const browser = { addEventListener: () => {} };
  return fakeAuthGateway({
    storage: new MemoryStorage(),
    clock: systemClock,
    browser,
    network: { online: () => true },
  });
}
