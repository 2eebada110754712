// Steps that act on the auth provider as its administrator would, in either profile (support/provider-admin.ts).
import { Given, When } from '@cucumber/cucumber';
import { providerAdmin } from '../support/provider-admin';
import type { ShopperWorld } from '../support/world';

Given(
  'the provider answers every request with the unlisted error {string} saying {string}',
  async function (this: ShopperWorld, code: string, detail: string) {
    await providerAdmin(this.driver).refuseRequests({ code, detail });
  },
);

When('an administrator disables the account {email}', async function (this: ShopperWorld, email: string) {
  await providerAdmin(this.driver).disableAccount(email);
});

When('an administrator revokes the sessions of {email}', async function (this: ShopperWorld, email: string) {
  await providerAdmin(this.driver).revokeSessions(email);
});
