// Steps that act on the auth provider as its administrator would, in either profile (support/provider-admin.ts).
import { Given, When } from '../../qa/runner/fixtures';
import { expect } from '@playwright/test';
import { fakeAuthAdminIn, providerAdmin } from '../support/provider-admin';
import type { ShopperWorld } from '../support/world';

Given(
  'the provider answers every request with the unlisted error {string} saying {string}',
  async function (this: ShopperWorld, code: string, detail: string) {
    await providerAdmin(this).refuseRequests({ code, detail });
  },
);

When('an administrator disables the account {email}', async function (this: ShopperWorld, email: string) {
  await providerAdmin(this).disableAccount(email);
  // The fake auth provider keeps its accounts in the browser's storage, which a second Chromium tab reads from a
  // cache of its own, brought up to date a moment after the write. A server's change is whole before anything
  // else happens, so the step waits for it: a token refresh in that moment granted the disabled account one more.
  if (this.profile === 'fake' && this.hasSecondTab()) {
    const tab = this.secondTab();
    const message = `${email} disabled, as the second tab reads it`;
    await expect.poll(() => fakeAuthAdminIn(tab).isDisabled(email), { message }).toBe(true);
  }
});

When('an administrator revokes the sessions of {email}', async function (this: ShopperWorld, email: string) {
  await providerAdmin(this).revokeSessions(email);
});
