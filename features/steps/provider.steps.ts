// Steps that act on the auth provider as its administrator would, in either profile.
import { Given, When } from '@cucumber/cucumber';
import type { Page } from 'playwright-core';
import { FakeAccountStore } from '@/adapters/auth/fake/account-store';
import type { Clock } from '@/adapters/auth/fake/clock';
import { FakeAuthAdmin } from '@/adapters/auth/fake/fake-auth-admin';
import { FakeProviderSettings } from '@/adapters/auth/fake/provider-settings';
import { disableAccount, refusalBody, revokeSessions } from '../../tests/support/auth-emulator';
import { copyOfPageStorage, entriesOf } from '../support/page-storage';
import { PROFILE, type ShopperWorld } from '../support/world';

/**
 * Runs the offline provider's own admin surface on a copy of the page's storage, at the page's time (which
 * a scenario may have moved on), then writes back what it changed: the steps use the provider's API, never
 * its storage format.
 */
async function administerOfflineProvider(page: Page, act: (admin: FakeAuthAdmin) => void): Promise<void> {
  const storage = await copyOfPageStorage(page);
  const before = entriesOf(storage);
  const now = (await page.evaluate('Date.now()')) as number;
  const pageTime: Clock = { now: () => now, after: () => () => {} };
  act(new FakeAuthAdmin(new FakeAccountStore(storage), new FakeProviderSettings(storage), pageTime));
  const after = entriesOf(storage);
  const written = Object.entries(after).filter(([key, value]) => before[key] !== value);
  const removed = Object.keys(before).filter((key) => !(key in after));
  await page.evaluate(
    ([toWrite, toRemove]) => {
      for (const [key, value] of toWrite) localStorage.setItem(key, value);
      for (const key of toRemove) localStorage.removeItem(key);
    },
    [written, removed] as const,
  );
}

Given(
  'the provider answers every request with the unlisted error {string} saying {string}',
  async function (this: ShopperWorld, code: string, detail: string) {
    if (PROFILE === 'firebase') {
      // The Identity Toolkit's account requests (sign-in, sign-up) get the server's refusal instead.
      await this.context.route(/identitytoolkit\.googleapis\.com\/v1\/accounts:/, (route) =>
        route.fulfill({ status: 400, contentType: 'application/json', body: refusalBody({ code, detail }) }),
      );
    } else {
      await administerOfflineProvider(this.page, (admin) => admin.refuseRequests({ code, detail }));
    }
  },
);

When('an administrator disables the account {email}', async function (this: ShopperWorld, email: string) {
  if (PROFILE === 'firebase') await disableAccount(email);
  else await administerOfflineProvider(this.page, (admin) => admin.setDisabled(email, true));
});

When('an administrator revokes the sessions of {email}', async function (this: ShopperWorld, email: string) {
  if (PROFILE === 'firebase') await revokeSessions(email);
  else await administerOfflineProvider(this.page, (admin) => admin.revokeSessions(email));
});
