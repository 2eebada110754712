// Each scenario's browser, through the driver seam, with no storage of another scenario's: in Chromium and Firefox
// the tab the worker's last scenario left (PlaywrightDriver.close) or a new context, else a new MiniBrowser or grid
// session, closed after it.
import type { ConsoleType, Driver } from '../driver/driver';
import { PlaywrightDriver } from '../driver/playwright-driver';
import { WebDriverDriver } from '../driver/webdriver-driver';
import { contextOptions, SCREENS } from '../harness/browser';
import type { WorkerBrowsers } from './worker-browsers';
import type { ShopperWorld } from '../../features/support/world';

/** Scenarios that act on a page while its scripts are held back, so its load has not ended. */
const ACTS_WHILE_LOADING = '@early-taps';
/**
 * Scenarios about the storefront its service worker kept. Elsewhere Playwright's browsers block the worker, whose
 * requests have no page for the steps that hold or fail requests to route.
 */
const WITH_SERVICE_WORKER = '@service-worker';
/** Starting a browser may take a second attempt, or a wait in a grid's queue (WebDriverDriver.start). */
export const BROWSER_START_TIMEOUT_MS = 100_000;
/** How a page's report of a violated content security policy starts, in the scenario's console errors. */
export const VIOLATION = 'Content security policy violated:';
// Each violation of the page's content security policy as a console error: the engines' own messages differ, and
// WebKit's reach no driver.
const VIOLATION_REPORTER = `document.addEventListener('securitypolicyviolation', (event) => console.error(
  '${VIOLATION} ' + event.effectiveDirective + ' refused ' + (event.sample || event.blockedURI) +
  ' at ' + (event.sourceFile || event.documentURI) + ':' + event.lineNumber + ':' + event.columnNumber));`;

export async function openBrowser(world: ShopperWorld, source: WorkerBrowsers, tags: string[]): Promise<Driver> {
  const heard = (type: ConsoleType, text: string) => (type === 'warning' ? world.warnings : world.errors).push(text);
  const { engine, device, grid } = source;
  // A fixed screen per device in WebKit, so layout-dependent checks (rows of cards) read the same everywhere.
  const where = { engine: engine as 'webkit' | 'chromium', display: source.display, endpoint: grid };
  const waitForLoads = !tags.includes(ACTS_WHILE_LOADING);
  const driver =
    engine === 'webkit' || grid
      ? await WebDriverDriver.start(world.storefront.url, where, SCREENS[device], heard, waitForLoads)
      : await PlaywrightDriver.start(source.browser!, world.storefront.url, heard, {
          ...contextOptions(engine, device),
          serviceWorkers: tags.includes(WITH_SERVICE_WORKER) ? 'allow' : 'block',
        });
  await driver.addInitScript(VIOLATION_REPORTER);
  return driver;
}
