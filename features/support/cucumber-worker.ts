// What each cucumber worker (a parallel process of cucumber-js) starts once, before its first scenario: the
// storefront's server (unless one is already running) and the engine (a Playwright browser, or WebKit's virtual
// screen). A busy machine can take far longer than a step to start a browser, so start-up has its own limit and
// one retry, and a worker that still cannot start says which engine failed and why (scripts/scenarios.mjs reads
// it and puts it in junit.xml).
import { execFileSync } from 'node:child_process';
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AfterAll, BeforeAll } from '@cucumber/cucumber';
import type { Browser } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { emulatorUrl } from '../../harness/auth-emulator';
import { startDisplay } from '../../harness/xvfb.mjs';
import { engineOf, launchEngine } from '../../harness/browser';
import { runnerHostProblem } from '../driver/storefront-proxy';
import { endKeptBrowsers } from '../driver/webdriver-driver';
import { runOf } from './run-settings.mjs';

const run = runOf();
export const ENGINE = engineOf(run.engine);
/** A storefront that is already running (staging, `npm run preview`, `npm start`): nothing is built or started. */
export const STOREFRONT_URL = process.env.STOREFRONT_URL;
/**
 * A WebDriver grid (Selenium Grid 4, a cloud grid) whose nodes give the browsers: its address, such as
 * http://127.0.0.1:4444. Chromium and WebKit then come from it, over classic WebDriver.
 */
export const WEBDRIVER_URL = process.env.WEBDRIVER_URL ? new URL(process.env.WEBDRIVER_URL) : undefined;
/** Whether this run's browsers are driven over classic WebDriver (WebKit here, any engine through a grid). */
export const OVER_WEBDRIVER = ENGINE === 'webkit' || WEBDRIVER_URL !== undefined;
/** The build each worker serves when no STOREFRONT_URL is given. */
const DIST = process.env.ACCEPTANCE_DIST ?? (run.profile === 'firebase' ? 'dist-emulator' : 'dist');
/** cucumber-js numbers its parallel workers; a run without --parallel has one, in its own process. */
const WORKER = process.env.CUCUMBER_WORKER_ID ?? '0';
/**
 * Launching Firefox alone took 15–17 s on a loaded 2-core machine: an attempt may take 40 s (it is then
 * stopped), and the hook leaves room for two, so a worker that cannot start always says why.
 */
const ATTEMPT_TIMEOUT_MS = 40_000;
const START_TIMEOUT_MS = 2 * ATTEMPT_TIMEOUT_MS + 20_000;

let server: PreviewServer | undefined;
/** Chromium and Firefox: one Playwright browser per worker, its context and tab kept while scenarios pass. */
export let browser: Browser | undefined;
/** WebKit: one virtual screen per worker, and a WebKitWebDriver and its MiniBrowser kept while scenarios pass. */
export let screen: Awaited<ReturnType<typeof startDisplay>> | undefined;
/** The storefront's address, without a trailing slash. */
export let baseUrl: string;

/** Now and then a start fails for a passing reason (a port, a slow first launch): a second attempt then works. */
const withRetry = <T>(start: () => Promise<T>): Promise<T> => start().catch(() => start());

BeforeAll({ timeout: START_TIMEOUT_MS }, async function () {
  try {
    baseUrl = STOREFRONT_URL ? STOREFRONT_URL.replace(/\/$/, '') : await serve();
    if (WEBDRIVER_URL && ENGINE === 'firefox') throw new Error('no Firefox driver for a WebDriver grid here');
    if (WEBDRIVER_URL) await gridAnswers(WEBDRIVER_URL);
    else if (ENGINE === 'webkit') screen = await withRetry(() => startDisplay(ATTEMPT_TIMEOUT_MS));
    else browser = await withRetry(() => launchEngine(ENGINE, ATTEMPT_TIMEOUT_MS));
    // The report names the engine's version: Playwright's browser knows it, WebKit's is its Debian package's,
    // and a grid's is what its first session says (scenario-browser.ts).
    await describeBrowser({ version: WEBDRIVER_URL ? 'from the grid' : (browser?.version() ?? webkitVersion()) });
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
  await browser?.close();
  await endKeptBrowsers();
  screen?.stop();
  await server?.close();
  if (served) await rm(served, { recursive: true, force: true });
});

/**
 * A new version of the storefront where this worker serves it: its service worker is a byte different, as a
 * deploy's is whenever anything it keeps has changed, so a returning shopper's browser installs it.
 */
export async function deployAgain(): Promise<void> {
  if (!served) throw new Error('Only a run that serves its own build can deploy it again (@needs-deploy).');
  await appendFile(join(served, WORKER_SCRIPT.slice(1)), `\n// deployed again at ${new Date().toISOString()}\n`);
}

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

/** The build this worker serves: a copy of its own, which a scenario may deploy again (deployAgain). */
let served: string | undefined;

/** The service worker's script, which a deploy changes and browsers fetch to check for one. */
const WORKER_SCRIPT = '/sw.js';
/** When a browser last asked this worker's server for the service worker's script (ms since the epoch). */
let workerScriptAskedAt = 0;

/** When a browser last asked for the service worker's script, registering it or checking for a new deploy. */
export const lastAskedForWorkerScript = () => workerScriptAskedAt;

/** Serves a copy of the build on a free port, so workers run side by side. */
async function serve(): Promise<string> {
  if (run.profile === 'firebase') await assertBuildUsesEmulator(DIST);
  served = await mkdtemp(join(tmpdir(), 'storefront-served-'));
  await cp(DIST, served, { recursive: true });
  // Loaded here, in the workers: cucumber-js's coordinator loads the steps too, and serves nothing.
  const { preview } = await import('vite');
  // The build is all it serves: no vite.config.ts, whose plugins (the service worker's builder among them) each
  // worker would load for nothing.
  server = await preview({
    configFile: false,
    build: { outDir: served },
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
    logLevel: 'warn',
    plugins: [
      {
        name: 'worker-script-requests',
        configurePreviewServer: ({ middlewares }) => {
          middlewares.use((request, _response, next) => {
            if (request.url?.startsWith(WORKER_SCRIPT)) workerScriptAskedAt = Date.now();
            next();
          });
        },
      },
    ],
  });
  return server.resolvedUrls!.local[0]!.replace(/\/$/, '');
}

/** A firebase-profile run against a build wired to the fake would pass and prove nothing: refuse it. */
async function assertBuildUsesEmulator(dist: string): Promise<void> {
  const assets = join(dist, 'assets');
  const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  const texts = await Promise.all(scripts.map((file) => readFile(join(assets, file), 'utf8')));
  if (!texts.some((text) => text.includes(emulatorUrl))) {
    throw new Error(`${dist} is not wired to the Auth emulator at ${emulatorUrl}: build it with --mode emulator.`);
  }
}

function webkitVersion(): string {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Version}', 'webkit2gtk-driver'], { encoding: 'utf8' });
  } catch {
    return 'unknown';
  }
}

/**
 * A grid that does not answer, or whose browsers could not reach this machine, would fail every scenario one by
 * one: fail the worker's start at once instead.
 */
async function gridAnswers(grid: URL): Promise<void> {
  // The grid answers /status below its own path (a cloud grid's /wd/hub too); its user and key go in a header.
  const url = new URL(`${grid.pathname.replace(/\/$/, '')}/status`, grid.origin);
  const auth = grid.username
    ? { Authorization: `Basic ${btoa(`${decodeURIComponent(grid.username)}:${decodeURIComponent(grid.password)}`)}` }
    : undefined;
  const status = await fetch(url, { headers: auth, signal: AbortSignal.timeout(10_000) }).catch((error: Error) => {
    throw new Error(`nothing answers at WEBDRIVER_URL ${grid.href} (${error.message})`);
  });
  const { value } = (await status.json()) as { value?: { ready?: boolean } };
  if (!value?.ready) throw new Error(`the WebDriver grid at ${grid.href} is not ready`);
  const problem = runnerHostProblem(grid);
  if (problem) throw new Error(problem);
}
