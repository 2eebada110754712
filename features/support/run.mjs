// A run of the scenarios is one profile in one engine, both chosen by the environment and read here,
// so cucumber.js, the World and scripts/scenarios.mjs agree on them and on where the reports go.
export function runOf(env = process.env) {
  const profile = env.ACCEPTANCE_PROFILE ?? 'fake';
  const engine = env.BROWSER ?? 'chromium';
  return { profile, engine, reports: `reports/${profile}/${engine}` };
}
