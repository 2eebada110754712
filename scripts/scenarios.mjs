// Runs the Gherkin scenarios of one profile in one engine (BROWSER, default chromium) with cucumber-js,
// from a clean reports/<profile>/<engine>/, then says what a QA engineer or a CI dashboard needs: junit.xml,
// what was skipped and why, what passed only on a retry, and a closing line that counts scenarios.
//   node scripts/scenarios.mjs fake|firebase [cucumber-js arguments]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadConfiguration, loadSources } from '@cucumber/cucumber/api';
import { unavailableNeeds } from '../features/support/capabilities.mjs';
import { runOf } from '../features/support/run.mjs';
import { junitXml, outcomes } from './reports.mjs';
import { storefrontProblem } from './storefront-check.mjs';

const [profile = 'fake', ...args] = process.argv.slice(2);
// Set here rather than for the child alone: cucumber.js, loaded below as cucumber-js loads it, reads it too.
process.env.ACCEPTANCE_PROFILE = profile;
const { engine, browser, reports } = runOf();
rmSync(reports, { recursive: true, force: true });

if (process.env.STOREFRONT_URL) {
  const problem = await storefrontProblem(process.env.STOREFRONT_URL, profile);
  if (problem) {
    console.error(`No scenario was run. ${problem}`);
    process.exit(1);
  }
}

// The header tells what cucumber-js will do with these arguments, as cucumber-js itself resolves them:
// cucumber.js's `parallel` unless `--parallel` overrides it, and the scenarios the selection matches.
const { runConfiguration } = await loadConfiguration({ provided: args });
const { plan } = await loadSources(runConfiguration.sources);
const { parallel } = runConfiguration.runtime;
const some = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const workers = parallel > 0 ? `on ${some(parallel, 'worker')}` : 'in one process';
console.log(`Running ${some(plan.length, 'scenario')} in ${browser} (${profile} profile) ${workers}`);

const { status } = spawnSync('node_modules/.bin/cucumber-js', args, {
  shell: false,
  stdio: 'inherit',
});

/** Cucumber's messages of this run, one object per line of messages.ndjson. */
function messages() {
  try {
    return readFileSync(`${reports}/messages.ndjson`, 'utf8').split('\n').filter(Boolean).map(JSON.parse);
  } catch {
    return [];
  }
}

const lines = messages();
const results = outcomes(lines);
const last = ({ attempts }) => attempts.at(-1).status;
// file:line, as the command line takes it to run that scenario (that example row) again.
const where = ({ uri, location, name }) => `${uri}:${location.line}: ${name}`;
const unavailable = unavailableNeeds({ engine, remote: process.env.STOREFRONT_URL !== undefined });
const skipReason = ({ tags }) =>
  tags
    .map(({ name }) => unavailable[name] && `${name}: ${unavailable[name]}`)
    .filter(Boolean)
    .join('; ');
if (results.length > 0) {
  const { seconds } = lines.find((line) => line.testRunStarted).testRunStarted.timestamp;
  const timestamp = new Date(seconds * 1000).toISOString();
  writeFileSync(`${reports}/junit.xml`, junitXml(results, { run: `${profile}, ${browser}`, timestamp, skipReason }));
}
const skipped = results.filter((result) => last(result) === 'SKIPPED');
if (skipped.length > 0) {
  console.log(`\nSkipped (${skipped.length}), each needing what this run (${profile}, ${browser}) cannot give:`);
  for (const { pickle } of skipped) console.log(`  - ${where(pickle)} (${skipReason(pickle) || 'skipped'})`);
}
const flaky = results.filter((result) => result.attempts.length > 1 && last(result) === 'PASSED');
if (flaky.length > 0) {
  console.log(`\nFlaky (${flaky.length}): passed only on a retry`);
  for (const { pickle } of flaky) console.log(`  - ${where(pickle)}`);
}
if (profile === 'firebase') {
  const offlineOnly = lines.filter(({ pickle }) => pickle?.tags.some(({ name }) => name === '@offline-only'));
  if (offlineOnly.length > 0) {
    console.log(
      `\nNot run here (${offlineOnly.length}): @offline-only scenarios of the offline provider's console and demo account`,
    );
  }
}
tellAccounts();
const count = (status) => results.filter((result) => last(result) === status).length;
const failed = results.length - count('PASSED') - count('SKIPPED');
console.log(`\nReports: ${reports}/acceptance.html, junit.xml, messages.ndjson`);
console.log(`scenarios: ${count('PASSED')} passed, ${failed} failed, ${count('SKIPPED')} skipped`);
if (results.length === 0) {
  console.error('No scenario matched: check the file:line, --name or --tags given.');
  process.exit(1);
}
process.exit(status ?? 1);

/** What became of the accounts the scenarios created on a long-lived provider (features/support/world.ts). */
function tellAccounts() {
  if (!existsSync(`${reports}/accounts`)) return; // no worker named an account on a shared provider
  const outcomes = readdirSync(`${reports}/accounts`).map((file) =>
    JSON.parse(readFileSync(`${reports}/accounts/${file}`, 'utf8')),
  );
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
