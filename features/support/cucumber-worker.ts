// What each cucumber worker (a parallel process of cucumber-js) starts once, before its first scenario: the
// storefront's server (unless one is already running) and the engine (a Playwright browser, or WebKit's virtual
// screen). A busy machine can take far longer than a step to start a browser, so start-up has its own limit and
// one retry, and a worker that still cannot start says which engine failed and why (scripts/scenarios.mjs reads
// it and puts it in junit.xml).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AfterAll, BeforeAll } from '@cucumber/cucumber';
import { runningStorefront, serveStorefront, type Storefront } from '../../harness/storefront-server';
import { deviceOf, engineOf } from '../../harness/browser';
import { runOf } from './run-settings.mjs';
import { startWorkerBrowsers, START_TIMEOUT_MS, type WorkerBrowsers } from './worker-browsers';
import type { Profile } from './world';

const run = runOf();
export const ENGINE = engineOf(run.engine);
/** A storefront that is already running (staging, `npm run preview`, `npm start`): nothing is built or started. */
export const STOREFRONT_URL = process.env.STOREFRONT_URL;
/**
 * A WebDriver grid (Selenium Grid 4, a cloud grid) whose nodes give the browsers: its address, such as
 * http://127.0.0.1:4444. Chromium and WebKit then come from it, over classic WebDriver.
 */
export const WEBDRIVER_URL = process.env.WEBDRIVER_URL ? new URL(process.env.WEBDRIVER_URL) : undefined;
/** The build each worker serves when no STOREFRONT_URL is given. */
const DIST = process.env.ACCEPTANCE_DIST ?? (run.profile === 'firebase' ? 'dist-emulator' : 'dist');
/** cucumber-js numbers its parallel workers; a run without --parallel has one, in its own process. */
const WORKER = process.env.CUCUMBER_WORKER_ID ?? '0';
/** The worker's browsers (worker-browsers.ts), once started. */
export let browsers: WorkerBrowsers | undefined;
/** The storefront this worker's scenarios shop at. */
export let storefront: Storefront;

BeforeAll({ timeout: START_TIMEOUT_MS }, async function () {
  try {
    storefront = STOREFRONT_URL
      ? runningStorefront(STOREFRONT_URL)
      : await serveStorefront(DIST, run.profile as Profile);
    browsers = await startWorkerBrowsers(ENGINE, deviceOf(run.device), WEBDRIVER_URL);
    // A grid's version is what its first session says (cucumber-hooks.ts).
    await describeBrowser({ version: browsers.version });
  } catch (error) {
    const cause = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    await mkdir(join(run.reports, 'workers'), { recursive: true });
    await writeFile(
      join(run.reports, 'workers', `${WORKER}.json`),
      JSON.stringify({ worker: WORKER, engine: ENGINE, cause }),
    );
    throw new Error(`Worker ${WORKER} could not start ${ENGINE}: ${cause}`, { cause: error });
  }
});

AfterAll(async function () {
  await browsers?.stop();
  await storefront?.close();
});

/**
 * What the report says of this run's browser (allurerc.mjs reads it): its version, and once a page has been
 * open, the screen the page had, whether it took touch, and the storefront's version. Every worker's is the same.
 */
export async function describeBrowser(facts: Record<string, unknown>): Promise<void> {
  const file = join(run.reports, 'browser.json');
  const known = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>;
  await mkdir(run.reports, { recursive: true });
  // Written whole, then renamed over the last: another worker reading meanwhile never sees half a file.
  const written = `${file}.${process.pid}`;
  await writeFile(written, JSON.stringify({ ...known, id: run.environmentId, name: run.environment, ...facts }));
  await rename(written, file);
}
