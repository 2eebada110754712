// Runs the Gherkin scenarios of one profile in one engine (BROWSER, default chromium) with cucumber-js,
// from a clean reports/scenarios/<profile>/<engine>/, then says what a QA engineer or a CI dashboard needs:
// junit.xml, what was skipped and why, what passed only on a retry, and a closing line that counts scenarios.
// Run alone, it is a run of its own (scripts/run-reports.mjs) and ends with the run's one report.
//   node scripts/scenarios.mjs fake|firebase [cucumber-js arguments]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { runLimits, skipReasonOf } from '../features/support/capabilities.mjs';
import { proxySchemeAt, runOf } from '../features/support/run-settings.mjs';
import { scenarioName } from '../features/support/report-text.mjs';
import { outcomes, readMessages, writeRunFiles } from './reports.mjs';
import { shown } from './task-runner.mjs';
import { closingLine, startRun, writeReport } from './run-reports.mjs';
import { NOTHING_SELECTED, selection, unmatchedWarning } from './selection.mjs';
import { storefrontProblem } from './storefront-check.mjs';

const [profile = 'fake', ...args] = process.argv.slice(2);
// Set here rather than for the child alone: cucumber.js, loaded below as cucumber-js loads it, reads it too.
process.env.ACCEPTANCE_PROFILE = profile;
const { engine, browser, environment, reports, tracesRetriesOnly } = runOf();
const ownRun = startRun();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const unavailable = runLimits({ engine, profile, env: process.env });
const skipReason = skipReasonOf(unavailable);
/** What the run's files say of it, whatever happens (reports.mjs): CI always has a junit.xml that says what ran or why nothing did. */
const facts = { run: `${profile}, ${browser}`, timestamp: new Date().toISOString(), unavailable };
const writeFiles = (results, errors = [], unrun = 0) => writeRunFiles(reports, results, { ...facts, errors, unrun });

if (process.env.STOREFRONT_URL) {
  const problem = await storefrontProblem(process.env.STOREFRONT_URL, profile);
  if (problem) {
    writeFiles([], [{ name: 'No scenario ran', message: problem }]);
    console.error(`No scenario was run. ${problem}`);
    process.exit(1);
  }
}

// The header tells what cucumber-js will do: the scenarios the selection matches, on as many workers as
// asked (cucumber.js's `parallel` unless `--parallel` overrides it), no more than there are scenarios, since each
// starts a server and a browser of its own. One worker stays a worker (`--parallel 0` is cucumber-js's own process).
const { plan, parallel, selected, part, unmatched } = await selection(profile, args);
if (selected === 0) {
  writeFiles([], [{ name: 'No scenario ran', message: NOTHING_SELECTED }]);
  console.error(NOTHING_SELECTED);
  process.exit(1);
}
for (const line of unmatched) console.warn(unmatchedWarning(line));
if (part.total > 1) facts.part = `${part.index}/${part.total}`; // its files say so, and its report keeps no history
const workers = parallel === 0 ? 0 : Math.min(parallel, plan.length);
const some = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const where = workers > 0 ? `on ${some(workers, 'worker')}` : 'in one process';
const ofSplit = part.total > 1 ? `, part ${part.index} of ${part.total} of the ${selected} selected` : '';
console.log(`Running ${some(plan.length, 'scenario')}${ofSplit} in ${browser} (${profile} profile) ${where}`);
if (process.env.WEBDRIVER_URL) {
  const runner = process.env.RUNNER_HOST ?? '127.0.0.1';
  console.log(
    `Browsers from the grid at ${shown(process.env.WEBDRIVER_URL)} open the storefront at ${proxySchemeAt(runner)}://${runner}:<a port per scenario> (RUNNER_HOST)`,
  );
}
if (workers > availableParallelism()) {
  console.warn(
    `Warning: ${some(workers, 'worker')} on ${some(availableParallelism(), 'core')}: each waits for the others, and time-outs come sooner.`,
  );
}

const { status } = spawnSync(
  'node_modules/.bin/cucumber-js',
  [...args, ...(workers > 0 ? ['--parallel', String(workers)] : [])],
  { shell: false, stdio: 'inherit' },
);

const lines = readMessages(`${reports}/messages.ndjson`);
const results = outcomes(lines);
const last = ({ attempts }) => attempts.at(-1).status;
// file:line, as the command line takes it to run that scenario (that example row) again.
const at = ({ uri, location, name }, cells) => `${uri}:${location.line}: ${scenarioName(name, cells)}`;
// Workers that could not start (features/support/cucumber-worker.ts); the others ran the scenarios without them.
const unstarted = startFailures();
// Planned scenarios with no result: their worker could not start or died, or cucumber-js stopped early.
const ran = new Set(results.map(({ pickle }) => `${pickle.uri}:${pickle.location.line}`));
const unrun = plan.filter(({ uri, location }) => !ran.has(`${uri}:${location.line}`));
const notRun = [];
if (unrun.length > 0) {
  const message = `cucumber-js exited ${status}; not run: ${unrun.map((pickle) => at(pickle)).join('; ')}`;
  notRun.push({ name: `${unrun.length} of ${plan.length} scenarios never ran`, message });
}
const skipped = results.filter((result) => last(result) === 'SKIPPED');
list(`Skipped, each needing what this run (${profile}, ${browser}) cannot give`, skipped, (pickle) => {
  return ` (${skipReason(pickle) || 'skipped'})`;
});
const flaky = results.filter(({ attempts }) => attempts.length > 1 && last({ attempts }) === 'PASSED');
list('Flaky: passed only on a retry', flaky);
// Retries that are there for a failure's trace (TRACES=retries, the gate's) pass no scenario.
const flakyFails = tracesRetriesOnly && flaky.length > 0;
if (flakyFails) console.error('\nA scenario that passes only on its retry fails this run (TRACES=retries).');
if (profile === 'firebase') {
  const fakeAuthOnly = lines.filter(({ pickle }) => pickle?.tags.some(({ name }) => name === '@fake-auth-only'));
  if (fakeAuthOnly.length > 0) {
    console.log(
      `\nNot run here (${fakeAuthOnly.length}): @fake-auth-only scenarios of the fake provider's console and demo account`,
    );
  }
}
tellAccounts();
list(
  'Failed',
  results.filter((result) => !['PASSED', 'SKIPPED'].includes(last(result))),
);
for (const { name, message } of [...unstarted, ...notRun]) console.error(`\n${name}: ${message}`);
const counts = writeFiles(results, [...unstarted, ...notRun], unrun.length);
if (ownRun) writeReport(`Storefront scenarios: ${environment}`);
console.log(`\nThis run's own files: ${reports}/ (junit.xml, messages.ndjson, screenshots/, traces/)`);
console.log(closingLine(counts) + (unrun.length > 0 ? ` (${unrun.length} of them never ran)` : ''));
process.exit(status === 0 && unrun.length === 0 && !flakyFails ? 0 : status || 1);

/** Each worker that could not start its engine, as features/support/cucumber-worker.ts recorded it. */
function startFailures() {
  return jsonFilesIn(`${reports}/workers`).map(({ worker, engine, cause }) => {
    return { name: `Worker ${worker} could not start ${engine}`, message: cause };
  });
}

/** What the workers wrote in `folder` (features/support/), one JSON file each; nothing when none wrote there. */
function jsonFilesIn(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).map((file) => JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')));
}

/** What became of the accounts the scenarios created on a long-lived provider (features/support/shared-accounts.ts). */
function tellAccounts() {
  const outcomes = jsonFilesIn(`${reports}/accounts`); // none unless a worker named an account on a shared provider
  const removed = outcomes.reduce((sum, { removed }) => sum + removed.length, 0);
  const left = outcomes.flatMap(({ left }) => left ?? []);
  if (removed > 0) console.log(`\nAccounts the scenarios created, removed from the Auth emulator: ${removed}`);
  if (left.length > 0) {
    writeFileSync(`${reports}/accounts-left.txt`, `${left.join('\n')}\n`);
    const why = outcomes.find((outcome) => outcome.why).why;
    console.log(`\nAccounts the scenarios may have created and could not remove (${left.length}; ${why}):`);
    console.log(`  listed in ${reports}/accounts-left.txt`);
  }
}

/** A titled list of scenarios, each with the file:line that runs it again; nothing when there are none. */
function list(title, found, note = () => '') {
  if (found.length > 0) console.log(`\n${title} (${found.length}):`);
  for (const { pickle, example } of found) console.log(`  - ${at(pickle, example)}${note(pickle)}`);
}
