// Steps that act on the auth provider as its administrator would, in either profile.
import { Given, When } from '@cucumber/cucumber';
import { refusalBody } from '../../tests/support/auth-emulator';
import { offlineAdmin, providerAdmin } from '../support/provider-admin';
import { PROFILE, type ShopperWorld } from '../support/world';

Given(
  'the provider answers every request with the unlisted error {string} saying {string}',
  async function (this: ShopperWorld, code: string, detail: string) {
    if (PROFILE === 'firebase') {
      // The emulator has no such switch: the Identity Toolkit's account requests get the server's refusal instead.
      await this.context.route(/identitytoolkit\.googleapis\.com\/v1\/accounts:/, (route) =>
        route.fulfill({ status: 400, contentType: 'application/json', body: refusalBody({ code, detail }) }),
      );
    } else {
      await offlineAdmin(this.driver).refuseRequests({ code, detail });
    }
  },
);

When('an administrator disables the account {email}', async function (this: ShopperWorld, email: string) {
  await providerAdmin(this.driver).disableAccount(email);
});

When('an administrator revokes the sessions of {email}', async function (this: ShopperWorld, email: string) {
  await providerAdmin(this.driver).revokeSessions(email);
});
