// What a failure leaves in the report, attached to the failing step and written as files beside the reports
// (allure-results.mjs says the rest of each scenario): the alerts the storefront showed, its console errors, a
// screenshot and (Chromium and Firefox) the trace, which `npm run trace -- <file>` opens in
// Playwright's trace viewer.
import { AfterStep, Status, type ITestCaseHookParameter } from '@cucumber/cucumber';
import 'allure-cucumberjs';
import { attachmentPath } from 'allure-js-commons';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { TRACE_ATTACHMENT } from './allure-results.mjs';
import { runOf } from './run-settings.mjs';
import type { ShopperWorld } from './world';

/** Gathering what a failure leaves (alerts, console, a screenshot, the trace) may take long on a busy machine. */
export const FAILURE_REPORT_TIMEOUT_MS = 60_000;
const run = runOf();
const reported = new WeakSet<ShopperWorld>();

export async function reportFailure(
  world: ShopperWorld,
  pickle: ITestCaseHookParameter['pickle'],
  attemptId: string,
): Promise<void> {
  reported.add(world);
  // A browser that broke the scenario may not answer: then what this page heard is all there is.
  const alerts = await world.driver.alerts().catch(() => world.alerts);
  const text = (fileName: string, lines: string[]) =>
    world.attach(lines.join('\n'), { mediaType: 'text/plain', fileName });
  if (alerts.length > 0) text('alerts the storefront showed.txt', alerts);
  if (world.errors.length > 0) text('console errors.txt', world.errors);
  // One name per failing scenario, example row and attempt: none overwrites another.
  const name = `${basename(pickle.uri, '.feature')}-${pickle.name.replace(/\W+/g, '-')}-${attemptId.slice(0, 8)}`;
  const screenshot = await world.driver.screenshot().catch(() => undefined);
  if (screenshot) {
    world.attach(screenshot, { mediaType: 'image/png', fileName: 'screenshot.png' });
    await mkdir(`${run.reports}/screenshots`, { recursive: true });
    await writeFile(`${run.reports}/screenshots/${name}.png`, screenshot);
  }
  const trace = `${run.reports}/traces/${name}.zip`;
  if (await world.driver.saveTrace(trace)) {
    await attachmentPath(TRACE_ATTACHMENT.name, trace, TRACE_ATTACHMENT);
  }
}

/** Whether a failure's report was attached already, to its failing step. */
export const failureReported = (world: ShopperWorld) => reported.has(world);

AfterStep(
  { timeout: FAILURE_REPORT_TIMEOUT_MS },
  async function (this: ShopperWorld, { result, pickle, testCaseStartedId }) {
    if (result.status === Status.FAILED) await reportFailure(this, pickle, testCaseStartedId);
  },
);
