// The scenarios a run's arguments select, as cucumber-js itself resolves them (cucumber.js's tags for the
// profile, then the file:line, --name or --tags given), without loading a step or starting a browser: a run
// can then refuse an empty selection in a second or two, before it builds or launches anything.
import { loadConfiguration, loadSources } from '@cucumber/cucumber/api';

/** `{ plan, parallel }`: the planned scenarios (name, uri, location) and the workers cucumber-js would start. */
export async function selection(profile, args) {
  // cucumber.js reads the profile, here as in the cucumber-js process the run starts.
  process.env.ACCEPTANCE_PROFILE = profile;
  const { runConfiguration } = await loadConfiguration({ provided: args });
  const { plan } = await loadSources(runConfiguration.sources);
  return { plan, parallel: runConfiguration.runtime.parallel };
}

export const NOTHING_SELECTED = 'No scenario matched: check the file:line, --name or --tags given.';
