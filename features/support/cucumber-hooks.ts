// cucumber-js: each scenario's browser (scenario-browser.ts), opened before it and closed after it, and what
// fails any scenario checked after its steps.
import { After, Before, Status } from '@cucumber/cucumber';
import type { Driver } from '../driver/driver';
import { WebDriverDriver } from '../driver/webdriver-driver';
import { runLimits } from './capabilities.mjs';
import { FAILURE_REPORT_TIMEOUT_MS, failureReported, reportFailure } from './failure-report';
import { runOf } from './run-settings.mjs';
import { startAccounts } from './shared-accounts';
import { BROWSER_START_TIMEOUT_MS, openBrowser, pageBreakages } from './scenario-browser';
import { browsers, describeBrowser, ENGINE, storefront } from './cucumber-worker';
import type { ShopperWorld } from './world';

const run = runOf();
/** What the page had of the device, and which storefront it was: the report says it once per run. */
const SCREEN = '({ width: innerWidth, height: innerHeight, touch: navigator.maxTouchPoints > 0 })';
let described = false;
/** How many times this worker has started each scenario: cucumber-js runs a scenario's retries in its worker. */
const attempts = new Map<string, number>();

/** A scenario that needs what this run cannot give is skipped; scripts/scenarios.mjs lists it with the reason. */
const unavailable = Object.keys(runLimits({ engine: ENGINE, profile: run.profile, env: process.env }));
if (unavailable.length > 0) {
  Before({ name: 'skip what this run cannot give', tags: unavailable.join(' or ') }, () => 'skipped');
}

Before({ name: 'a fresh browser', timeout: BROWSER_START_TIMEOUT_MS }, async function (this: ShopperWorld, { pickle }) {
  startAccounts(run.profile === 'firebase');
  this.storefront = storefront;
  const attempt = attempts.get(pickle.id) ?? 0;
  attempts.set(pickle.id, attempt + 1);
  const tags = pickle.tags.map(({ name }) => name);
  this.driver = await openBrowser(this, browsers!, { tags, tracing: !run.tracesRetriesOnly || attempt > 0 });
});

After(
  { name: 'close the browser', timeout: FAILURE_REPORT_TIMEOUT_MS },
  async function (this: ShopperWorld, { result, pickle, testCaseStartedId }) {
    // A scenario skipped before it had a browser has nothing to close.
    if ((this.driver as Driver | undefined) === undefined) return;
    // Closed whatever the report could gather: a WebKit scenario's driver process is ended, or kept if it passed.
    try {
      if (!described && result?.status === Status.PASSED) {
        described = true;
        const [version] = await this.driver.meta('storefront-version');
        const own = this.driver instanceof WebDriverDriver ? this.driver.version : undefined;
        await describeBrowser({
          screen: await this.driver.evaluate(SCREEN),
          storefront: version,
          ...(own && { version: own }),
        });
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
  const broken = pageBreakages(this);
  if (broken) throw broken;
});
