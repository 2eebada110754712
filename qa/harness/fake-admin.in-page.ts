// Runs in the shopper's page (features/support/provider-admin.ts bundles it): the fake auth provider's own
// administrator over the page's localStorage, where the page's provider keeps its data, at the page's time.
import { fakeAuthAdmin } from '@/adapters/auth/fake/fake-auth';
import { systemClock } from '@/adapters/clock/system-clock';

Object.assign(globalThis, { fakeAuthAdmin: fakeAuthAdmin({ storage: localStorage, clock: systemClock }) });
