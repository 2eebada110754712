// Proves that each step reading a text compares it whole: runs tests/acceptance/wrong-texts.feature, whose
// every scenario ends on a text close to the page's but wrong, against the offline build in Chromium, and
// fails unless each of them fails at exactly that last step. Its reports go to reports/text-steps/.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { outcomes, readMessages } from './reports.mjs';

const reports = 'reports/text-steps';
rmSync(reports, { recursive: true, force: true });
const env = { ...process.env, ACCEPTANCE_PROFILE: 'fake', BROWSER: 'chromium', DEVICE: 'desktop' };
spawnSync('node_modules/.bin/cucumber-js', ['tests/acceptance/wrong-texts.feature', '--parallel', '2'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...env, ACCEPTANCE_REPORTS: reports },
});
const lines = readMessages(`${reports}/messages.ndjson`);
const results = outcomes(lines);
// Every scenario of the feature must have run: one that never did proves nothing.
const planned = lines.filter((line) => line.testCase).length;
const wrong = results.filter(({ pickle, attempts: [attempt] }) => {
  const lastStep = pickle.steps.at(-1).text;
  return attempt.status !== 'FAILED' || !attempt.step.endsWith(lastStep);
});
for (const { pickle, attempts } of wrong) {
  const [attempt] = attempts;
  const how = attempt.status === 'FAILED' ? `failed earlier, at "${attempt.step}": ${attempt.message}` : 'passed';
  console.error(`✖ ${pickle.uri}:${pickle.location.line} ${pickle.name}: ${how}`);
}
const failedRight = results.length - wrong.length;
console.log(`text steps given a wrong text: ${failedRight} failed as they should, ${wrong.length} did not`);
if (results.length < planned) console.error(`✖ ${planned - results.length} of ${planned} scenarios never ran`);
process.exit(planned > 0 && results.length === planned && wrong.length === 0 ? 0 : 1);
