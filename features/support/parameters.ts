// The {email} parameter: an address written in a scenario, made this scenario's own where accounts are shared.
import { defineParameterType } from '@cucumber/cucumber';
import type { ShopperWorld } from './world';

defineParameterType({
  name: 'email',
  regexp: /"([^"]*)"/,
  // Any other quoted text ("Guest", "not-an-email", "") comes through unchanged.
  transformer(this: ShopperWorld, written: string) {
    return this.email(written);
  },
  useForSnippets: false,
});
