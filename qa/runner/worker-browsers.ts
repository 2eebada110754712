// What a worker of the scenarios starts once, before its first scenario: the engine (a Playwright browser, or
// WebKit's virtual screen), or a check that the WebDriver grid it takes browsers from answers.
import { launchEngine, type Device, type Engine } from '../harness/browser';
import { startDisplay } from '../harness/xvfb.mjs';
import { runnerHostProblem } from '../driver/storefront-proxy';
import type { Browser } from 'playwright-core';

/**
 * A busy machine can take far longer than a step to start a browser, so each attempt has its own limit, and the
 * start leaves room for two: a worker that cannot start always says why.
 */
const ATTEMPT_TIMEOUT_MS = 40_000;
export const START_TIMEOUT_MS = 2 * ATTEMPT_TIMEOUT_MS + 20_000;

/** Now and then a start fails for a passing reason (a port, a slow first launch): a second attempt then works. */
const withRetry = <T>(start: () => Promise<T>): Promise<T> => start().catch(() => start());

export interface WorkerBrowsers {
  engine: Engine;
  device: Device;
  browser?: Browser; // Chromium's and Firefox's here
  display?: string; // WebKit's here
  grid?: URL;
  /** Ends the worker's browser or screen. */
  stop(): unknown;
}

export async function startWorkerBrowsers(engine: Engine, device: Device, grid?: URL): Promise<WorkerBrowsers> {
  if (grid && engine === 'firefox') throw new Error('no Firefox driver for a WebDriver grid here');
  if (grid) {
    await gridAnswers(grid);
    return { engine, device, grid, stop: () => {} };
  }
  if (engine === 'webkit') {
    const screen = await withRetry(() => startDisplay(ATTEMPT_TIMEOUT_MS));
    return { engine, device, display: screen.display, stop: screen.stop };
  }
  const browser = await withRetry(() => launchEngine(engine, ATTEMPT_TIMEOUT_MS));
  return { engine, device, browser, stop: () => browser.close() };
}

/** A grid that does not answer, or whose browsers cannot reach this machine, would fail every scenario one by one. */
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
