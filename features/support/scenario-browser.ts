// Each scenario's own browser, through the driver seam: with no storage of another scenario's before it, closed
// after it. A browser whose scenario passed is kept for the worker's next, which opens the storefront at a new origin:
// WebKit's MiniBrowser, slow to start, and in Chromium and Firefox the context and its tab, slow to open.
import { After, Before, Status } from '@cucumber/cucumber';
import { RECOVERED_ERROR } from '@/startup/app-signals';
import type { ConsoleType, Driver } from '../driver/driver';
import { PlaywrightDriver } from '../driver/playwright-driver';
import { WebDriverDriver, type WebDriverEngine } from '../driver/webdriver-driver';
import { contextOptions, deviceOf, SCREENS, type Engine } from '../../harness/browser';
import { runLimits } from './capabilities.mjs';
import { FAILURE_REPORT_TIMEOUT_MS, failureReported, reportFailure } from './failure-report';
import { runOf } from './run-settings.mjs';
import { newAccountTag } from './shared-accounts';
import { baseUrl, browser, describeBrowser, ENGINE, OVER_WEBDRIVER, screen, WEBDRIVER_URL } from './cucumber-worker';
import type { ShopperWorld } from './world';

const run = runOf();
/** The device this run's scenarios use: DEVICE=desktop (default) or phone. */
const DEVICE = deviceOf(run.device);
/** Longest a Playwright action waits; below the step's limit, so a step that waits too long names its locator. */
const ACTION_TIMEOUT_MS = 10_000;
/** Scenarios that act on a page while its scripts are held back, so its load has not ended. */
const ACTS_WHILE_LOADING = '@early-taps';
/**
 * Scenarios about the storefront kept by its service worker. Elsewhere Playwright's browsers block the worker:
 * a page it serves is the page it kept, and requests it makes have no page, which the steps that hold or fail
 * requests need (Playwright's own advice for routing). In WebKit they have a MiniBrowser of their own, never one
 * kept from another scenario: in a kept one, a deploy's new version was not yet active 5 s after the reload that
 * took it, twice of two runs beside another `npm test`, and was at once in a new browser.
 */
const WITH_SERVICE_WORKER = '@service-worker';
/** Starting a browser may take a second attempt, or a wait in a grid's queue (WebDriverDriver.start). */
const BROWSER_START_TIMEOUT_MS = 100_000;
/** What the page had of the device, and which storefront it was: the report says it once per run. */
const SCREEN = '({ width: innerWidth, height: innerHeight, touch: navigator.maxTouchPoints > 0 })';
let described = false;
/** How many times this worker has started each scenario: cucumber-js runs a scenario's retries in its worker. */
const attempts = new Map<string, number>();
/** How a page's report of a violated content security policy starts, in the scenario's console errors. */
const VIOLATION = 'Content security policy violated:';
/**
 * Reports each violation of the page's content security policy (a string at a script sink, a script from
 * elsewhere) as a console error: the engines' own console messages differ, and WebKit's reach no driver.
 */
const VIOLATION_REPORTER = `document.addEventListener('securitypolicyviolation', (event) => console.error(
  '${VIOLATION} ' + event.effectiveDirective + ' refused ' + (event.sample || event.blockedURI) +
  ' at ' + (event.sourceFile || event.documentURI) + ':' + event.lineNumber + ':' + event.columnNumber));`;

/** A scenario that needs what this run cannot give is skipped; scripts/scenarios.mjs lists it with the reason. */
const unavailable = Object.keys(runLimits({ engine: ENGINE, profile: run.profile, env: process.env }));
if (unavailable.length > 0) {
  Before({ name: 'skip what this run cannot give', tags: unavailable.join(' or ') }, () => 'skipped');
}

Before({ name: 'a fresh browser', timeout: BROWSER_START_TIMEOUT_MS }, async function (this: ShopperWorld, { pickle }) {
  this.accountTag = newAccountTag();
  const heard = (type: ConsoleType, text: string) => (type === 'warning' ? this.warnings : this.errors).push(text);
  // A fixed screen per device, so layout-dependent checks (rows of cards) read the same everywhere.
  const withServiceWorker = pickle.tags.some((tag) => tag.name === WITH_SERVICE_WORKER);
  if (OVER_WEBDRIVER) {
    const waitForLoads = !pickle.tags.some((tag) => tag.name === ACTS_WHILE_LOADING);
    const where = { engine: ENGINE as WebDriverEngine, display: screen?.display, endpoint: WEBDRIVER_URL };
    const options = { waitForLoads, shared: !withServiceWorker };
    this.driver = await WebDriverDriver.start(baseUrl, where, SCREENS[DEVICE], heard, options);
    await this.driver.addInitScript(VIOLATION_REPORTER);
    return;
  }
  const attempt = attempts.get(pickle.id) ?? 0;
  attempts.set(pickle.id, attempt + 1);
  const storefront = originOfOwn(baseUrl);
  this.driver = await PlaywrightDriver.start({
    browser: browser!,
    storefront: storefront ?? baseUrl,
    ownOrigin: storefront !== undefined,
    device: contextOptions(ENGINE as Exclude<Engine, 'webkit'>, DEVICE),
    serviceWorkers: withServiceWorker ? 'allow' : 'block',
    tracing: !run.tracesRetriesOnly || attempt > 0,
    initScript: VIOLATION_REPORTER,
    shown: this.alerts,
    actionTimeout: ACTION_TIMEOUT_MS,
    heard,
  });
});

let scenarios = 0;
/**
 * `storefront` at a host of the scenario's own, when it is this machine's (the worker's server, `npm start`):
 * `s7.localhost`, which browsers resolve to this machine and take for a secure context as they do 127.0.0.1. A new
 * origin holds none of another scenario's storage, so a tab kept from the last one serves the next.
 */
function originOfOwn(storefront: string): string | undefined {
  const url = new URL(storefront);
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) return undefined;
  url.hostname = `s${++scenarios}.localhost`;
  return url.href.replace(/\/$/, '');
}

After(
  { name: 'close the browser', timeout: FAILURE_REPORT_TIMEOUT_MS },
  async function (this: ShopperWorld, { result, pickle, testCaseStartedId }) {
    // A scenario skipped before it had a browser has nothing to close.
    if ((this.driver as Driver | undefined) === undefined) return;
    // Closed whatever the report could gather: a WebKit scenario's driver process is ended, or kept if it passed.
    try {
      if (!described && result?.status === Status.PASSED) {
        described = true;
        const [storefront] = await this.driver.meta('storefront-version');
        const version = this.driver instanceof WebDriverDriver ? this.driver.version : undefined;
        await describeBrowser({ screen: await this.driver.evaluate(SCREEN), storefront, ...(version && { version }) });
      }
      // A failure outside the steps (a hook) has no step to hang its report on: it goes with the scenario.
      if (result?.status === Status.FAILED && !failureReported(this))
        await reportFailure(this, pickle, testCaseStartedId);
    } finally {
      await this.driver.close({ reusable: result?.status === Status.PASSED });
    }
  },
);

// Defined after the browser's closing, so it runs before it (cucumber runs After hooks last-defined first).
After({ name: 'no content security policy violated and no error React recovered from' }, function (this: ShopperWorld) {
  const broken = this.errors.filter((text) => text.startsWith(VIOLATION) || text.startsWith(RECOVERED_ERROR));
  if (broken.length > 0) throw new Error(broken.join('\n'));
});
