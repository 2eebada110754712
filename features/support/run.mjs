// A run of the scenarios is one profile, in one engine, on one device, all chosen by the environment and
// read here, so cucumber.js, the World and scripts/scenarios.mjs agree on them and on where reports go
// (ACCEPTANCE_REPORTS moves them, for a run that must not replace the last real run's reports).
export function runOf(env = process.env) {
  const profile = env.ACCEPTANCE_PROFILE ?? 'fake';
  const engine = env.BROWSER ?? 'chromium';
  const device = env.DEVICE ?? 'desktop';
  /** How reports and messages name the browser: `firefox`, or `firefox on a phone`. */
  const browser = device === 'desktop' ? engine : `${engine} on a ${device}`;
  const folder = device === 'desktop' ? engine : `${engine}-${device}`;
  return { profile, engine, device, browser, reports: env.ACCEPTANCE_REPORTS ?? `reports/${profile}/${folder}` };
}
