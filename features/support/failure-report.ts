// What a failure leaves, attached to the failing step in the reports and written as files beside them: the
// alerts the storefront showed, its console errors, a screenshot and (Chromium and Firefox) the trace, linked.
import { AfterStep, Status, type ITestCaseHookParameter } from '@cucumber/cucumber';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { runOf } from './run.mjs';
import type { ShopperWorld } from './world';

/** Gathering what a failure leaves (alerts, console, a screenshot, the trace) may take long on a busy machine. */
export const FAILURE_REPORT_TIMEOUT_MS = 60_000;
const REPORTS = runOf().reports;
const reported = new WeakSet<ShopperWorld>();

export async function reportFailure(
  world: ShopperWorld,
  pickle: ITestCaseHookParameter['pickle'],
  attemptId: string,
): Promise<void> {
  reported.add(world);
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

/** Whether a failure's report was attached already, to its failing step. */
export const failureReported = (world: ShopperWorld) => reported.has(world);

AfterStep(
  { timeout: FAILURE_REPORT_TIMEOUT_MS },
  async function (this: ShopperWorld, { result, pickle, testCaseStartedId }) {
    if (result.status === Status.FAILED) await reportFailure(this, pickle, testCaseStartedId);
  },
);
