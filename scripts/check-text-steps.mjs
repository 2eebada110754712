// Proves that each step reading a text compares it whole: runs tests/acceptance/wrong-texts.feature, whose
// every scenario ends on a text close to the page's but wrong, against the fake profile's build in Chromium, and
// fails unless each of them fails at exactly that last step, and unless the report shows each failure whole:
// the failing step and its duration, the whole received text, a screenshot, the trace, and the alert the
// storefront showed. Beside them, tests/acceptance/hydration-mismatch.feature proves that a page React had to
// redraw fails its scenario: tagged @fails-after-its-steps, it must fail in a hook once its steps have passed.
// (allure-cucumberjs shows such a scenario as passed, so only the text steps' failures are read in the report.)
// Its reports go to reports/scenarios/text-steps/.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { TRACE_ATTACHMENT } from '../features/support/allure-results.mjs';
import { SCENARIO_REPORTS } from '../features/support/run-settings.mjs';
import { outcomes, readMessages } from './reports.mjs';

const reports = `${SCENARIO_REPORTS}/text-steps`;
const TEXTS = 'wrong-texts.feature';
rmSync(reports, { recursive: true, force: true });
const env = { ...process.env, ACCEPTANCE_PROFILE: 'fake', BROWSER: 'chromium', DEVICE: 'desktop' };
spawnSync('node_modules/.bin/cucumber-js', ['tests/acceptance/', '--parallel', '2'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...env, ACCEPTANCE_REPORTS: reports },
});
const lines = readMessages(`${reports}/messages.ndjson`);
const results = outcomes(lines);
// Every scenario of the feature must have run: one that never did proves nothing.
const planned = lines.filter((line) => line.testCase).length;
const wrong = results.filter(({ pickle, attempts: [attempt] }) => {
  if (attempt.status !== 'FAILED') return true;
  if (!pickle.tags.some(({ name }) => name === '@fails-after-its-steps')) {
    return !attempt.step.endsWith(pickle.steps.at(-1).text);
  }
  return !attempt.step.startsWith('Hook');
});
for (const { pickle, attempts } of wrong) {
  const [attempt] = attempts;
  const how = attempt.status === 'FAILED' ? `failed elsewhere, at "${attempt.step}": ${attempt.message}` : 'passed';
  console.error(`✖ ${pickle.uri}:${pickle.location.line} ${pickle.name}: ${how}`);
}
const failedRight = results.length - wrong.length;
console.log(`scenarios meant to fail: ${failedRight} failed where they should, ${wrong.length} did not`);
if (results.length < planned) console.error(`✖ ${planned - results.length} of ${planned} scenarios never ran`);
const gaps = reportGaps(`${reports}/allure-results`, results.filter(({ pickle }) => pickle.uri.endsWith(TEXTS)).length);
for (const gap of gaps) console.error(`✖ the report: ${gap}`);
process.exit(planned > 0 && results.length === planned && wrong.length === 0 && gaps.length === 0 ? 0 : 1);

/** What the report would not show of the `planned` failures of the text steps, read from its Allure results. */
function reportGaps(folder, planned) {
  const files = readdirSync(folder);
  const read = (file) => readFileSync(`${folder}/${file}`, 'utf8');
  const failed = files
    .filter((file) => file.endsWith('-result.json'))
    .map((file) => JSON.parse(read(file)))
    .filter(({ status, fullName }) => status === 'failed' && fullName.includes(TEXTS));
  const gaps = failed.length === planned ? [] : [`${failed.length} of ${planned} failures are in it`];
  for (const { name, steps, statusDetails } of failed) {
    const step = steps.find((candidate) => candidate.status === 'failed');
    // Allure shows each attachment as a step of its own under the failing step.
    const attached = [step, ...(step?.steps ?? [])].flatMap((each) => each?.attachments ?? []);
    const types = attached.map(({ type }) => type);
    if (!(step?.stop > step?.start)) gaps.push(`"${name}" has no failing step with its duration`);
    if (!types.includes('image/png')) gaps.push(`"${name}" has no screenshot at its failing step`);
    const trace = attached.find((attachment) => attachment.name === TRACE_ATTACHMENT.name);
    if (trace?.type !== TRACE_ATTACHMENT.contentType) gaps.push(`"${name}" has no trace`);
    const alert = attached.find((attachment) => attachment.name.startsWith('alerts'));
    // The provider's whole message, which the step expected only the start of.
    const whole = 'There is no user record corresponding to this identifier. The user may have been deleted.';
    if (
      name.includes('alert') &&
      !(alert && read(alert.source).includes(whole) && statusDetails.message.includes(whole))
    ) {
      gaps.push(`"${name}" does not show the whole alert the storefront showed, in its error and as an attachment`);
    }
  }
  return gaps;
}
