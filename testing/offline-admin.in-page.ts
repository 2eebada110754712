// Runs in the shopper's page (features/support/provider-admin.ts bundles it): the offline provider's own administrator over the
// page's own localStorage, so a change is made where the page's provider keeps its data, at the page's time.
import { FakeAccountStore } from '@/adapters/auth/fake/accounts';
import { FakeAuthAdmin } from '@/adapters/auth/fake/admin';
import { systemClock } from '@/adapters/clock/system-clock';

Object.assign(globalThis, {
  offlineAdmin: new FakeAuthAdmin(new FakeAccountStore(localStorage), localStorage, systemClock),
});
