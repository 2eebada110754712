// The scenarios' fixtures on Playwright Test (playwright-bdd): each worker's storefront and browsers, and each
// scenario's World with its own browser. A project is an engine × a device × a profile (playwright.config.ts).
import { rm, writeFile } from 'node:fs/promises';
import type { TestInfo } from '@playwright/test';
import { createBdd, test as base } from 'playwright-bdd';
import type { Device, Engine } from '../harness/browser';
import { runningStorefront, serveStorefront, type Storefront } from '../harness/storefront-server';
import { distOf, runLimits, skipReasonOf } from './capabilities.mjs';
import { untilAnswers } from './emulator';
import { RECOVERED_ERROR } from '@/startup/app-signals';
import { openBrowser, BROWSER_START_TIMEOUT_MS, VIOLATION } from './scenario-browser';
import { removeNamedAccounts, startAccounts } from './shared-accounts';
import { startWorkerBrowsers, START_TIMEOUT_MS, type WorkerBrowsers } from './worker-browsers';
import { ShopperWorld, type Profile } from '../../features/support/world';

export interface ScenarioOptions {
  engine: Engine;
  device: Device;
  profile: Profile;
  /** A WebDriver grid whose nodes give the browsers (Chromium and WebKit over classic WebDriver). */
  grid: string | undefined;
}

/** The scenarios' test, which the tests bddgen writes (.features-gen/) import. @public */
export const test = base.extend<
  { world: ShopperWorld },
  ScenarioOptions & { storefront: Storefront; browsers: WorkerBrowsers }
>({
  engine: ['chromium', { scope: 'worker', option: true }],
  device: ['desktop', { scope: 'worker', option: true }],
  profile: ['fake', { scope: 'worker', option: true }],
  grid: [undefined, { scope: 'worker', option: true }],
  storefront: [
    async ({ profile }, use) => {
      const url = process.env.STOREFRONT_URL;
      if (profile === 'firebase' && !url) await untilAnswers();
      const dist = distOf({ profile, env: process.env });
      const storefront = url ? await runningStorefront(url, profile) : await serveStorefront(dist, profile);
      await use(storefront);
      await storefront.close();
      await removeNamedAccounts(); // those the worker's scenarios named on a shared provider
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  browsers: [
    async ({ engine, device, grid }, use) => {
      const browsers = await startWorkerBrowsers(engine, device, grid ? new URL(grid) : undefined);
      await use(browsers);
      await browsers.stop();
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS },
  ],
  world: [
    async ({ profile, engine, grid, storefront, browsers, $tags, $uri, $bddTestData }, use, testInfo) => {
      // Where the scenario is, as `npm run scenarios` takes it (an outline's example row by its own line): the
      // report and the JUnit file (a property) say so beside the generated test's place.
      testInfo.annotations.push({ type: 'scenario', description: `${$uri}:${$bddTestData?.pickleLine}` });
      // A proof must fail at its last step, as Playwright Test titles it (proofs-reporter.ts).
      const last = $bddTestData?.steps.at(-1)?.textWithKeyword;
      if ($tags.includes('@fail')) testInfo.annotations.push({ type: 'last step', description: last });
      const reason = skipReasonOf(runLimits({ engine, profile, env: { ...process.env, WEBDRIVER_URL: grid } }), $tags);
      testInfo.skip(reason !== '', reason);
      startAccounts(profile === 'firebase');
      const world = new ShopperWorld(profile);
      world.storefront = storefront;
      world.driver = await openBrowser(world, browsers, $tags);
      await use(world);
      // What a page did that fails any scenario: a content security policy violated, an error React recovered from.
      const broken = world.errors.filter((text) => text.startsWith(VIOLATION) || text.startsWith(RECOVERED_ERROR));
      const passed = testInfo.status === 'passed' && broken.length === 0;
      try {
        if (!passed) await attachEvidence(world, testInfo);
      } finally {
        await world.driver.close(passed);
      }
      if (broken.length > 0) throw new Error(broken.join('\n'));
    },
    { timeout: BROWSER_START_TIMEOUT_MS },
  ],
});

/**
 * What a failure leaves beside its error: the alerts the storefront showed, its console errors, and a full-page
 * screenshot. A browser that broke the scenario may not answer: then what the page was heard saying is all there is.
 */
async function attachEvidence(world: ShopperWorld, testInfo: TestInfo): Promise<void> {
  const alerts = await world.driver.alerts().catch(() => []);
  if (alerts.length > 0) await testInfo.attach('alerts the storefront showed', { body: alerts.join('\n') });
  if (world.errors.length > 0) await testInfo.attach('console errors', { body: world.errors.join('\n') });
  const screenshot = await world.driver.screenshot().catch(() => undefined);
  if (!screenshot) return;
  // From a file, which Playwright copies among the attachments: the console and JUnit give a file's path alone.
  const path = testInfo.outputPath('screenshot.png');
  await writeFile(path, screenshot);
  await testInfo.attach('screenshot', { path, contentType: 'image/png' });
  await rm(path);
}

export const { Given, When, Then } = createBdd(test, { worldFixture: 'world' });
