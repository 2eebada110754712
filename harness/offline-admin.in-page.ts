// Runs in the shopper's page (features/support/provider-admin.ts bundles it): the offline provider's own administrator over the
// page's own localStorage, so a change is made where the page's provider keeps its data, at the page's time.
import { offlineAdmin } from '@/adapters/auth/fake/offline-provider';
import { systemClock } from '@/adapters/clock/system-clock';

Object.assign(globalThis, {
  offlineAdmin: offlineAdmin({ storage: localStorage, clock: systemClock }),
});
