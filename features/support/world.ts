import { mkdir, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  After,
  AfterAll,
  AfterStep,
  Before,
  Status,
  World,
  setDefaultTimeout,
  setWorldConstructor,
  type ITestCaseHookParameter,
} from '@cucumber/cucumber';

import type { BrowserContext, Page } from 'playwright-core';
import { deleteAccounts, emulatorUrl } from '../../tests/support/auth-emulator';
import { runLimits } from './capabilities.mjs';
import { runOf } from './run.mjs';
import { contextOptions, deviceOf, SCREENS } from './browser';
import { baseUrl, browser, ENGINE, OVER_WEBDRIVER, screen, WEBDRIVER_URL } from './worker';
import type { ConsoleType, Driver, Engine, Tab } from '../driver/driver';
import { PlaywrightDriver, PlaywrightTab } from '../driver/playwright-driver';
import { WebDriverDriver, type WebDriverEngine } from '../driver/webdriver-driver';

type Pickle = ITestCaseHookParameter['pickle'];

const run = runOf();
/** `fake` (offline) or `firebase` (the Auth emulator): which provider the storefront under test uses. */
export const PROFILE = run.profile;
/** The device this run's scenarios use: DEVICE=desktop (default) or phone. */
const DEVICE = deviceOf(run.device);
/**
 * Firebase's accounts outlive a scenario, and parallel workers and runs share them: there, every e-mail a
 * scenario names gets a tag of its own (see the {email} parameter type). The offline provider's live in the
 * scenario's own fresh browser storage, whichever storefront serves the page.
 */
export const SHARED_ACCOUNTS = PROFILE === 'firebase';

/**
 * Cucumber's step time-out sits above Playwright's, so a step that waits too long fails naming its locator. A
 * step is many actions (typing an e-mail in Firefox is a round trip per key), and on a shared runner each one
 * may take ten times as long: with 20 s, 8 Firefox scenarios ran out of time at a load of 24 on 2 cores.
 */
const STEP_TIMEOUT_MS = 60_000;
const ACTION_TIMEOUT_MS = 10_000;
setDefaultTimeout(STEP_TIMEOUT_MS);

/** Where this run's reports go: HTML, JUnit XML, messages, and a screenshot and trace per failure. */
const REPORTS = run.reports;

/** Tells this run's accounts from earlier runs' on a long-lived provider, and scenarios from each other. */
const RUN = Date.now().toString(36);
let scenariosStarted = 0;

/** The e-mails this worker's scenarios named on a shared provider: the accounts they may have created. */
const namedAccounts = new Set<string>();

/**
 * Accounts outlive the run on a long-lived provider: those this worker's scenarios created are removed where
 * an administrator's interface is reachable (the Auth emulator), and listed where none is (a real Firebase
 * project behind STOREFRONT_URL). scripts/scenarios.mjs reports both at the end of the run.
 */
async function tidyAccounts(): Promise<void> {
  if (PROFILE !== 'firebase' || namedAccounts.size === 0) return;
  const named = [...namedAccounts];
  const outcome = await deleteAccounts(named).then(
    (removed) => ({ removed }),
    (error: unknown) => ({ removed: [], left: named, why: `no administrator's interface at ${emulatorUrl}: ${error}` }),
  );
  await mkdir(`${REPORTS}/accounts`, { recursive: true });
  await writeFile(`${REPORTS}/accounts/${process.pid}.json`, JSON.stringify(outcome));
}

AfterAll(tidyAccounts);

export class ShopperWorld extends World {
  /** The shopper's browser through the driver seam, in every engine. */
  driver!: Driver;
  /** Playwright's own context and page, in Chromium and Firefox only. */
  playwright: { context: BrowserContext; page: Page; traced?: boolean } | undefined;
  /** Whether a failure's report (screenshot, trace) was attached, to the failing step or the scenario. */
  failureReported = false;
  /** Every browser alert the storefront showed, in order (Chromium and Firefox; the driver's alerts() in all). */
  readonly alerts: string[] = [];
  /** Every warning the storefront wrote to the console, in order. */
  readonly warnings: string[] = [];
  /** Every error the storefront wrote to the console or left uncaught, in order: a failure's report shows them. */
  readonly errors: string[] = [];
  /** Where the header's parts were before a step changed the page, to compare with after. */
  headerLayout: unknown;
  /** Makes this scenario's e-mails its own where accounts are shared (SHARED_ACCOUNTS). */
  accountTag = '';

  /** For steps that drive Playwright directly: they run in Chromium and Firefox, not yet in WebKit. */
  get context(): BrowserContext {
    return this.withPlaywright().context;
  }
  get page(): Page {
    return this.withPlaywright().page;
  }
  private withPlaywright() {
    if (!this.playwright) {
      throw new Error(`This step drives Playwright, which cannot drive ${ENGINE}: it is not on the driver seam yet.`);
    }
    return this.playwright;
  }

  /** The address this scenario uses for `written` ("ann@example.com"): tagged where accounts are shared. */
  email(written: string): string {
    const at = written.lastIndexOf('@');
    if (!SHARED_ACCOUNTS || at <= 0) return written;
    const email = `${written.slice(0, at)}+${this.accountTag}${written.slice(at)}`;
    namedAccounts.add(email);
    return email;
  }

  open(path: string): Promise<void> {
    return this.driver.open(path);
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  private extraTab: Tab | undefined;

  /** Another tab of the same browser, sharing this shopper's storage. */
  async openSecondTab(path: string): Promise<void> {
    this.extraTab = await this.driver.openSecondTab(path);
  }

  hasSecondTab(): boolean {
    return this.extraTab !== undefined;
  }

  secondTab(): Tab {
    if (!this.extraTab) throw new Error('No second tab: open one first.');
    return this.extraTab;
  }

  /** The second tab's Playwright page, for steps that drive Playwright directly. */
  secondPage(): Page {
    const tab = this.secondTab();
    if (!(tab instanceof PlaywrightTab)) return this.withPlaywright().page; // throws: no Playwright here
    return tab.page;
  }
}
setWorldConstructor(ShopperWorld);

/** A scenario that needs what this run cannot give is skipped; scripts/scenarios.mjs lists it with the reason. */
const unavailable = Object.keys(runLimits({ engine: ENGINE, profile: PROFILE, env: process.env }));
if (unavailable.length > 0) Before({ tags: unavailable.join(' or ') }, () => 'skipped');

/** Scenarios that act on a page while its scripts are held back, so its load has not ended. */
const ACTS_WHILE_LOADING = '@early-taps';

/** Starting a browser may take a second attempt, or a wait in a grid's queue (WebDriverDriver.start). */
const BROWSER_START_TIMEOUT_MS = 100_000;

Before({ timeout: BROWSER_START_TIMEOUT_MS }, async function (this: ShopperWorld, { pickle }) {
  this.accountTag = `${RUN}${process.pid.toString(36)}s${(scenariosStarted++).toString(36)}`;
  const heard = (type: ConsoleType, text: string) => (type === 'warning' ? this.warnings : this.errors).push(text);
  // A fixed screen per device, so layout-dependent checks (rows of cards) read the same everywhere.
  if (OVER_WEBDRIVER) {
    const waitForLoads = !pickle.tags.some((tag) => tag.name === ACTS_WHILE_LOADING);
    const where = { engine: ENGINE as WebDriverEngine, display: screen?.display, endpoint: WEBDRIVER_URL };
    this.driver = await WebDriverDriver.start(baseUrl, where, SCREENS[DEVICE], heard, { waitForLoads });
    return;
  }
  const options = contextOptions(ENGINE as Exclude<Engine, 'webkit'>, DEVICE);
  const context = await browser!.newContext({ baseURL: baseUrl, ...options });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await context.tracing.start({ screenshots: true, snapshots: true });
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    this.alerts.push(dialog.message());
    void dialog.accept();
  });
  this.playwright = { context, page };
  this.driver = new PlaywrightDriver(ENGINE, context, page, baseUrl, this.alerts, options.hasTouch === true, heard);
});

/** Gathering what a failure leaves (alerts, console, a screenshot, the trace) may take long on a busy machine. */
const FAILURE_REPORT_TIMEOUT_MS = 60_000;

/**
 * What a failure leaves, attached to the failing step in the reports and written as files beside them: the
 * alerts the storefront showed, its console errors, a screenshot and (Chromium and Firefox) the trace, linked.
 */
async function reportFailure(world: ShopperWorld, pickle: Pickle, attemptId: string): Promise<void> {
  world.failureReported = true;
  // A browser that broke the scenario may not answer: then what this page heard is all there is.
  const alerts = await world.driver.alerts().catch(() => world.alerts);
  if (alerts.length > 0) world.attach(`Alerts the storefront showed:\n${alerts.join('\n')}`, 'text/plain');
  if (world.errors.length > 0) world.attach(`Console errors:\n${world.errors.join('\n')}`, 'text/plain');
  // One name per failing scenario, example row and attempt: none overwrites another.
  const name = `${basename(pickle.uri, '.feature')}-${pickle.name.replace(/\W+/g, '-')}-${attemptId.slice(0, 8)}`;
  const screenshot = await world.driver.screenshot().catch(() => undefined);
  if (screenshot) {
    world.attach(screenshot, 'image/png');
    await mkdir(`${REPORTS}/screenshots`, { recursive: true });
    await writeFile(`${REPORTS}/screenshots/${name}.png`, screenshot);
    world.attach(`screenshots/${name}.png`, 'text/uri-list');
  }
  if (world.playwright) {
    const trace = `traces/${name}.zip`;
    await world.playwright.context.tracing.stop({ path: `${REPORTS}/${trace}` });
    world.playwright = { ...world.playwright, traced: true };
    // A link from the report beside it; `npm run trace -- <file>` opens it in Playwright's viewer.
    world.attach(trace, 'text/uri-list');
  }
}

AfterStep(
  { timeout: FAILURE_REPORT_TIMEOUT_MS },
  async function (this: ShopperWorld, { result, pickle, testCaseStartedId }) {
    if (result.status === Status.FAILED) await reportFailure(this, pickle, testCaseStartedId);
  },
);

After(
  { timeout: FAILURE_REPORT_TIMEOUT_MS },
  async function (this: ShopperWorld, { result, pickle, testCaseStartedId }) {
    // A scenario skipped before it had a browser has nothing to close.
    if ((this.driver as Driver | undefined) === undefined) return;
    // Closed whatever the report could gather: each WebKit scenario has a driver process of its own to end.
    try {
      // A failure outside the steps (a hook) has no step to hang its report on: it goes with the scenario.
      if (result?.status === Status.FAILED && !this.failureReported)
        await reportFailure(this, pickle, testCaseStartedId);
      if (this.playwright && !this.playwright.traced) await this.playwright.context.tracing.stop();
    } finally {
      await this.driver.close();
    }
  },
);
