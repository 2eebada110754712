// Runs the Gherkin scenarios of one profile in one engine (BROWSER, default chromium) with cucumber-js,
// from a clean reports/<profile>/<engine>/, then says what a QA engineer or a CI dashboard needs: what was
// skipped and why, what passed only on a retry, and a closing line that counts scenarios.
//   node scripts/scenarios.mjs fake|firebase [cucumber-js arguments]
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { unavailableNeeds } from '../features/support/capabilities.mjs';
import { runOf } from '../features/support/run.mjs';

const [profile = 'fake', ...args] = process.argv.slice(2);
const env = { ...process.env, ACCEPTANCE_PROFILE: profile };
const { engine, reports } = runOf(env);
rmSync(reports, { recursive: true, force: true });

const { status } = spawnSync('node_modules/.bin/cucumber-js', args, {
  shell: false,
  stdio: 'inherit',
  env,
});

/** Cucumber's messages of this run, one object per line of messages.ndjson. */
function messages() {
  try {
    return readFileSync(`${reports}/messages.ndjson`, 'utf8').split('\n').filter(Boolean).map(JSON.parse);
  } catch {
    return [];
  }
}

/** The outcome of each scenario (each example row), by its last attempt, from cucumber's messages. */
function outcomes(lines) {
  const pickles = new Map(lines.filter((l) => l.pickle).map(({ pickle }) => [pickle.id, pickle]));
  const testCases = new Map(lines.filter((l) => l.testCase).map(({ testCase }) => [testCase.id, testCase]));
  const started = new Map(
    lines.filter((l) => l.testCaseStarted).map(({ testCaseStarted }) => [testCaseStarted.id, testCaseStarted]),
  );
  const worst = new Map(); // testCaseStartedId -> the worst step status of that attempt
  const rank = ['UNKNOWN', 'PASSED', 'SKIPPED', 'PENDING', 'UNDEFINED', 'AMBIGUOUS', 'FAILED'];
  for (const { testStepFinished: step } of lines.filter((l) => l.testStepFinished)) {
    const status = step.testStepResult.status;
    const before = worst.get(step.testCaseStartedId) ?? 'UNKNOWN';
    if (rank.indexOf(status) > rank.indexOf(before)) worst.set(step.testCaseStartedId, status);
  }
  const byPickle = new Map();
  for (const { testCaseFinished: finished } of lines.filter((l) => l.testCaseFinished)) {
    const attempt = started.get(finished.testCaseStartedId);
    const pickle = pickles.get(testCases.get(attempt.testCaseId).pickleId);
    const entry = byPickle.get(pickle.id) ?? { pickle, attempts: [] };
    entry.attempts.push(worst.get(finished.testCaseStartedId) ?? 'PASSED');
    byPickle.set(pickle.id, entry);
  }
  return [...byPickle.values()];
}

const lines = messages();
const results = outcomes(lines);
const where = ({ uri, name }) => `${uri}: ${name}`;
const skipped = results.filter(({ attempts }) => attempts.at(-1) === 'SKIPPED');
if (skipped.length > 0) {
  const unavailable = unavailableNeeds({ engine, remote: process.env.STOREFRONT_URL !== undefined });
  console.log(`\nSkipped (${skipped.length}), each needing what this run (${profile}, ${engine}) cannot give:`);
  for (const { pickle } of skipped) {
    const why = pickle.tags.map(({ name }) => unavailable[name] && `${name}: ${unavailable[name]}`).filter(Boolean);
    console.log(`  - ${where(pickle)} (${why.join('; ') || 'skipped'})`);
  }
}
const flaky = results.filter(({ attempts }) => attempts.length > 1 && attempts.at(-1) === 'PASSED');
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
const count = (status) => results.filter(({ attempts }) => attempts.at(-1) === status).length;
const failed = results.length - count('PASSED') - count('SKIPPED');
console.log(`\nReports: ${reports}/acceptance.html, junit.xml, messages.ndjson`);
console.log(`scenarios: ${count('PASSED')} passed, ${failed} failed, ${count('SKIPPED')} skipped`);
if (results.length === 0) {
  console.error('No scenario matched: check the file:line, --name or --tags given.');
  process.exit(1);
}
process.exit(status ?? 1);
