// The reports of one run of the scenarios, however many engines, devices and profiles it spans. The command
// that starts a run (npm test, test:acceptance, test:grid) empties reports/scenarios/ first, so
// no file of an earlier run is left among them; each engine's run below writes its own folder there
// (junit.xml, messages, screenshots, traces, Allure results); and at the end the same command makes one
// Allure report of them all, with each scenario's history and trend across runs kept beside it in
// reports/scenarios-history.jsonl.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIO_REPORTS } from '../features/support/run-settings.mjs';

/** Set for the commands a run starts, so only the one that started it empties the folder and reports. */
const RUN_STARTED = 'SCENARIO_RUN_STARTED';
const REPORT = `${SCENARIO_REPORTS}/report`;

/** Starts a run unless this command is part of one; whether it did. */
export function startRun() {
  if (process.env[RUN_STARTED]) return false;
  rmSync(SCENARIO_REPORTS, { recursive: true, force: true });
  mkdirSync(SCENARIO_REPORTS, { recursive: true });
  process.env[RUN_STARTED] = new Date().toISOString();
  return true;
}

/** Each engine's run folder of this run: reports/scenarios/<profile>/<engine[-device][-grid]>/. */
function runFolders() {
  const subfolders = (folder) =>
    existsSync(folder)
      ? readdirSync(folder, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(folder, entry.name))
      : [];
  return ['fake', 'firebase'].flatMap((profile) => subfolders(join(SCENARIO_REPORTS, profile)));
}

/** `scenarios: N passed (N flaky), N failed, N skipped`: the closing line of a run. */
export const closingLine = ({ passed, failed, skipped, flaky }) =>
  `scenarios: ${passed} passed${flaky > 0 ? ` (${flaky} flaky)` : ''}, ${failed} failed, ${skipped} skipped`;

/**
 * Allure's report page loads Google's tag manager, whatever its options say (its plugin turns analytics on
 * unconditionally): every reader's browser would tell Google who opened it, and with no network the page never
 * finishes loading. `html` without it.
 */
const withoutAnalytics = (html) =>
  html.replace(
    /\s*<script async src="https:\/\/www\.googletagmanager\.com\/[^"]*"><\/script>\s*<script>[^<]*?gtag\([^<]*<\/script>/,
    '',
  );

/** The one Allure report of the run (allurerc.mjs says how), named `title`; false if it could not be made. */
export function writeReport(title) {
  const results = runFolders()
    .map((folder) => join(folder, 'allure-results'))
    .filter(existsSync);
  if (results.length === 0) return false;
  const { status, stdout, stderr } = spawnSync(
    'node_modules/.bin/allure',
    ['generate', ...results, '--output', REPORT, '--report-name', title],
    { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } },
  );
  if (status !== 0) {
    console.error(`The report could not be made (allure exited ${status}):\n${stdout}${stderr}`);
    return false;
  }
  const page = `${REPORT}/index.html`;
  writeFileSync(page, withoutAnalytics(readFileSync(page, 'utf8')));
  console.log(`\nThe report of this run: ${page}`);
  return true;
}
