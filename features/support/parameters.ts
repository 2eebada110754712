// The {email} parameter: an address written in a scenario, made this scenario's own where accounts are shared.
import { defineParameterType } from 'playwright-bdd';
import { accountEmail } from '../../qa/runner/shared-accounts';

defineParameterType({
  name: 'email',
  regexp: /"([^"]*)"/,
  // Any other quoted text ("Guest", "not-an-email", "") comes through unchanged.
  transformer: accountEmail,
  useForSnippets: false,
});
