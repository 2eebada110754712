// Each scenario's own browser, through the driver seam: a new context of the worker's Playwright browser, or a new
// MiniBrowser or grid session, with no storage of another scenario's, closed after it.
import type { Browser } from 'playwright-core';
import { RECOVERED_ERROR } from '@/startup/app-signals';
import type { ConsoleType, Driver } from '../driver/driver';
import { PlaywrightDriver } from '../driver/playwright-driver';
import { WebDriverDriver } from '../driver/webdriver-driver';
import { contextOptions, SCREENS, type Device, type Engine } from '../harness/browser';
import type { ShopperWorld } from '../../features/support/world';

/** Longest a Playwright action waits; below the step's limit, so a step that waits too long names its locator. */
const ACTION_TIMEOUT_MS = 10_000;
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
const VIOLATION = 'Content security policy violated:';
// Each violation of the page's content security policy as a console error: the engines' own messages differ, and
// WebKit's reach no driver.
const VIOLATION_REPORTER = `document.addEventListener('securitypolicyviolation', (event) => console.error(
  '${VIOLATION} ' + event.effectiveDirective + ' refused ' + (event.sample || event.blockedURI) +
  ' at ' + (event.sourceFile || event.documentURI) + ':' + event.lineNumber + ':' + event.columnNumber));`;

/** Where a worker's scenarios get their browsers: its Playwright browser, its virtual screen, or a grid. */
export interface BrowserSource {
  engine: Engine;
  device: Device;
  browser?: Browser; // Chromium's and Firefox's here
  display?: string; // WebKit's here
  grid?: URL;
}

export async function openBrowser(
  world: ShopperWorld,
  source: BrowserSource,
  tags: readonly string[],
): Promise<Driver> {
  const heard = (type: ConsoleType, text: string) => (type === 'warning' ? world.warnings : world.errors).push(text);
  const { engine, device, grid } = source;
  // A fixed screen per device in WebKit, so layout-dependent checks (rows of cards) read the same everywhere.
  const where = { engine: engine as 'webkit' | 'chromium', display: source.display, endpoint: grid };
  const driver =
    engine === 'webkit' || grid
      ? await WebDriverDriver.start(
          world.storefront.url,
          where,
          SCREENS[device],
          heard,
          !tags.includes(ACTS_WHILE_LOADING),
        )
      : await PlaywrightDriver.start({
          browser: source.browser!,
          storefront: world.storefront.url,
          device: contextOptions(engine, device),
          serviceWorkers: tags.includes(WITH_SERVICE_WORKER) ? 'allow' : 'block',
          shown: world.alerts,
          actionTimeout: ACTION_TIMEOUT_MS,
          heard,
        });
  await driver.addInitScript(VIOLATION_REPORTER);
  return driver;
}

/** What a page did that fails any scenario: a content security policy violated, an error React recovered from. */
export function pageBreakages(world: ShopperWorld): Error | undefined {
  const broken = world.errors.filter((text) => text.startsWith(VIOLATION) || text.startsWith(RECOVERED_ERROR));
  return broken.length > 0 ? new Error(broken.join('\n')) : undefined;
}
