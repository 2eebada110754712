// What some scenarios need beyond a shopper's clicks and keys, by tag, and why a run may lack it. A run skips each
// scenario whose need it cannot serve, with its reason (fixtures.ts), which the report and the JUnit file show: a
// missing capability is never a silent pass. What the browser itself controls (its storage, its network, its clock)
// works against any storefront.
import { existsSync, readFileSync } from 'node:fs';
import { BUILDS } from '../../scripts/build.mjs';

/** What classic WebDriver cannot do: WebKit's driver here, and any engine reached through a WebDriver grid. */
const WEBDRIVER_LIMITS = {
  '@needs-media-emulation': 'asks for reduced motion, which classic WebDriver cannot emulate',
  '@needs-network-control':
    "needs the browser itself offline (navigator.onLine, its offline event) or the provider's requests answered, and classic WebDriver can do neither: the proxy it opens the storefront through can only drop the storefront's own requests",
  '@needs-clock':
    "moves time on with Playwright's clock, which keeps every tab's timers in step across page loads; classic WebDriver has no clock",
  '@needs-simultaneous-tabs':
    'clicks in two tabs at the same moment, and a WebDriver session acts in one window at a time',
};

/** What each engine's driver cannot do on these machines, by tag. */
const ENGINE_LIMITS = {
  chromium: {},
  firefox: {
    '@needs-media-emulation':
      "asks for reduced motion through Playwright's media emulation, which its Firefox driver (WebDriver BiDi) ignores",
  },
  webkit: WEBDRIVER_LIMITS,
};

export const distOf = ({ profile, env }) => env.ACCEPTANCE_DIST ?? BUILDS[profile].outDir;

/**
 * Whether a run has no administrator for its provider. The fake provider's lives in the shopper's browser storage,
 * there against any storefront; Firebase's is the Auth emulator's admin API, which a storefront already running
 * (STOREFRONT_URL) on a real Firebase project does not give, unless the run names one (FIREBASE_AUTH_EMULATOR_HOST).
 */
export const isAdminless = ({ profile, env }) =>
  profile === 'firebase' && env.STOREFRONT_URL !== undefined && env.FIREBASE_AUTH_EMULATOR_HOST === undefined;

/** Why a scenario with these tags is skipped where `unavailable` (runLimits) lacks some of its needs. */
export const skipReasonOf = (unavailable, tags) =>
  tags.flatMap((tag) => (unavailable[tag] ? `${tag}: ${unavailable[tag]}` : [])).join('; ');

/**
 * The needs a run in `engine` cannot serve, each with its reason (`{ '@tag': 'why' }`), as the environment sets it
 * up: a storefront already running (STOREFRONT_URL), a WebDriver grid (WEBDRIVER_URL), a build (ACCEPTANCE_DIST).
 */
export function runLimits({ engine, profile, env }) {
  const running = env.STOREFRONT_URL !== undefined;
  // A build that keeps the basket in IndexedDB draws no saved rows before the app runs (build/prerender.ts): its
  // basket page has no templates of them.
  const page = `${distOf({ profile, env })}/checkout.html`;
  const rowsLater = !running && existsSync(page) && !readFileSync(page, 'utf8').includes('<template data-product=');
  return {
    ...(isAdminless({ profile, env }) && {
      '@needs-admin': "acts as the provider's administrator, and only the Auth emulator offers Firebase's to a test",
    }),
    ...(running && {
      '@needs-deploy': 'deploys a new version of the storefront, which only a run that serves its own build can',
    }),
    ...(rowsLater && {
      '@needs-rows-before-start':
        "reads or taps a returning shopper's saved rows before the app runs, which a build keeping the basket in IndexedDB cannot draw: IndexedDB cannot be read before the first paint",
    }),
    ...(env.WEBDRIVER_URL !== undefined ? WEBDRIVER_LIMITS : ENGINE_LIMITS[engine]),
  };
}
