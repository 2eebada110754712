// What some scenarios need beyond a shopper's clicks and keys, by tag, and why a run may lack it. A run
// skips each scenario whose need it cannot serve, with its reason (qa/runner/fixtures.ts), which the report and the
// JUnit file show: a missing capability is never a silent pass.
import { existsSync, readFileSync } from 'node:fs';

/**
 * The provider's administrator: the fake auth provider's lives in the shopper's browser storage, so it is there
 * against any storefront; Firebase's is the Auth emulator's admin API, which a storefront already running
 * (STOREFRONT_URL) on a real Firebase project does not give. What the browser itself controls (its storage, its
 * network, its clock) works against any storefront.
 */
const NO_ADMIN = {
  '@needs-admin': "acts as the provider's administrator, and only the Auth emulator offers Firebase's to a test",
};

/** A storefront already running (STOREFRONT_URL) is deployed by someone else: a run cannot deploy it again. */
const NO_DEPLOY = {
  '@needs-deploy': 'deploys a new version of the storefront, which only a run that serves its own build can',
};

/**
 * A build that keeps the basket in IndexedDB draws no saved rows before the app runs (build/prerender.ts): the app
 * draws them once it has started.
 */
const NO_ROWS_BEFORE_START = {
  '@needs-rows-before-start':
    "reads or taps a returning shopper's saved rows before the app runs, which a build keeping the basket in IndexedDB cannot draw: IndexedDB cannot be read before the first paint",
};

/** Whether the build in `dist` draws no saved rows before the app runs: its basket page has no templates of them. */
function drawsNoRowsBeforeStart(dist) {
  const page = `${dist}/checkout.html`;
  return existsSync(page) && !readFileSync(page, 'utf8').includes('<template data-product=');
}

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

/**
 * The needs this run cannot serve, each with its reason: `{ '@tag': 'why' }`. `adminless` is a run against a
 * running Firebase storefront with no Auth emulator named (FIREBASE_AUTH_EMULATOR_HOST); `grid`, one whose browsers
 * come from a WebDriver grid (WEBDRIVER_URL); `running`, one against a storefront already running (STOREFRONT_URL);
 * `rowsLater`, one against a build that draws no saved rows before the app runs.
 */
function unavailableNeeds({ engine, adminless, grid = false, running = false, rowsLater = false }) {
  return {
    ...(adminless ? NO_ADMIN : {}),
    ...(running ? NO_DEPLOY : {}),
    ...(rowsLater ? NO_ROWS_BEFORE_START : {}),
    ...(grid ? WEBDRIVER_LIMITS : ENGINE_LIMITS[engine]),
  };
}

/** Whether a run has no administrator for its provider (see unavailableNeeds). */
export const isAdminless = ({ profile, env }) =>
  profile === 'firebase' && env.STOREFRONT_URL !== undefined && env.FIREBASE_AUTH_EMULATOR_HOST === undefined;

/** Why a scenario with these tags is skipped where `unavailable` (unavailableNeeds) lacks some of its needs. */
export const skipReasonOf =
  (unavailable) =>
  ({ tags }) =>
    tags
      .map(({ name }) => unavailable[name] && `${name}: ${unavailable[name]}`)
      .filter(Boolean)
      .join('; ');

/** What a run in `engine` cannot serve, as the environment sets it up (STOREFRONT_URL, WEBDRIVER_URL, ACCEPTANCE_DIST). */
export const runLimits = ({ engine, profile, env }) =>
  unavailableNeeds({
    engine,
    adminless: isAdminless({ profile, env }),
    grid: env.WEBDRIVER_URL !== undefined,
    running: env.STOREFRONT_URL !== undefined,
    rowsLater:
      env.STOREFRONT_URL === undefined &&
      drawsNoRowsBeforeStart(env.ACCEPTANCE_DIST ?? (profile === 'firebase' ? 'dist-emulator' : 'dist')),
  });
