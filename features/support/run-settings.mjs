// A run of the scenarios is one profile, in one engine, on one device, all chosen by the environment and
// read here, so cucumber.js, the World and the scripts agree on them and on where reports go: a folder of
// its own under reports/scenarios/, which the command that started the run emptied (scripts/run-reports.mjs).
// ACCEPTANCE_REPORTS moves them, for a run that must not mix with the others (the proof of the text steps).

/**
 * Every report of the latest run of the scenarios, and nothing older; SCENARIO_REPORTS moves them, for a run
 * that checks the runner itself and must leave the run it is part of alone.
 */
export const SCENARIO_REPORTS = process.env.SCENARIO_REPORTS ?? 'reports/scenarios';

export function runOf(env = process.env) {
  const profile = env.ACCEPTANCE_PROFILE ?? 'fake';
  const engine = env.BROWSER ?? 'chromium';
  const device = env.DEVICE ?? 'desktop';
  /** Browsers from a WebDriver grid (WEBDRIVER_URL) are another run than this machine's, and say so. */
  const grid = env.WEBDRIVER_URL ? ' from a WebDriver grid' : '';
  /** How reports and messages name the browser: `firefox`, `firefox on a phone`, `webkit from a WebDriver grid`. */
  const browser = `${engine}${device === 'desktop' ? '' : ` on a ${device}`}${grid}`;
  const folder = [engine, ...(device === 'desktop' ? [] : [device]), ...(grid ? ['grid'] : [])].join('-');
  return {
    profile,
    engine,
    device,
    browser,
    /** The run in the one report of every run: its name, `fake · firefox on a phone`, and its id. */
    environment: `${profile} · ${browser}`,
    environmentId: `${profile}-${folder}`,
    reports: env.ACCEPTANCE_REPORTS ?? `${SCENARIO_REPORTS}/${profile}/${folder}`,
    /**
     * TRACES=retries: Playwright traces only a scenario's retries (`--retry 1`), and a scenario that passes only on
     * its retry fails the run, whose retries are there for a failure's trace, not for a pass. The gate's choice: a
     * trace's DOM snapshots cost every action some time (docs/decisions/0027-a-gate-in-minutes.md has how much).
     */
    tracesRetriesOnly: env.TRACES === 'retries',
  };
}

/**
 * Whether a page at `host` is a secure context over plain HTTP: only at this machine's loopback address (browsers
 * take `localhost`, `*.localhost`, 127.0.0.0/8 and ::1 for one). Anywhere else, such as a grid's way to this
 * machine, a page needs HTTPS to have `crypto.subtle` or a service worker.
 */
const isSecureOverHttp = (host) =>
  host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '[::1]' || host.startsWith('127.');

/**
 * The scheme at which the storefront's proxy serves it at `host` (RUNNER_HOST): plain HTTP where that is a secure
 * context, HTTPS elsewhere, as a deployed storefront is served; or `asked` (RUNNER_SCHEME): `http` elsewhere
 * opens the storefront as no secure context, as a phone on the local network opens `npm start -- --host`.
 */
export function proxySchemeAt(host, asked = process.env.RUNNER_SCHEME) {
  if (asked === undefined || asked === '') return isSecureOverHttp(host) ? 'http' : 'https';
  if (asked === 'http' || asked === 'https') return asked;
  throw new Error(`RUNNER_SCHEME=${asked}: use http or https.`);
}
