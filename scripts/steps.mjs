// `npm run steps`: every step definition with how many scenario steps use it, so QA reuses a step before
// writing a new one. It is a dry run of every feature, and it fails when a step is undefined or ambiguous
// (a step of npm test), since cucumber's own dry run exits 0 on undefined steps.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { runOf } from '../features/support/run.mjs';

const env = { ...process.env, ACCEPTANCE_PROFILE: 'steps' };
const messages = `${runOf(env).reports}/messages.ndjson`;
const { status } = spawnSync(
  'node_modules/.bin/cucumber-js',
  ['--dry-run', '--parallel', '0', '--format', 'summary', '--format', `message:${messages}`],
  { stdio: ['ignore', 'ignore', 'inherit'], env },
);
const lines = readFileSync(messages, 'utf8').split('\n').filter(Boolean).map(JSON.parse);
const definitions = lines.filter((line) => line.stepDefinition).map(({ stepDefinition }) => stepDefinition);
const pickleSteps = new Map(
  lines.filter((line) => line.pickle).flatMap(({ pickle }) => pickle.steps.map((step) => [step.id, { step, pickle }])),
);
const uses = new Map(definitions.map(({ id }) => [id, 0]));
const problems = [];
for (const { testCase } of lines.filter((line) => line.testCase)) {
  for (const { pickleStepId, stepDefinitionIds } of testCase.testSteps.filter((step) => step.pickleStepId)) {
    const { step, pickle } = pickleSteps.get(pickleStepId);
    if (stepDefinitionIds.length === 0) problems.push(`undefined: "${step.text}" in ${pickle.uri} (${pickle.name})`);
    if (stepDefinitionIds.length > 1) problems.push(`ambiguous: "${step.text}" in ${pickle.uri} (${pickle.name})`);
    for (const id of stepDefinitionIds) uses.set(id, uses.get(id) + 1);
  }
}
const rows = definitions
  .map(({ id, pattern, sourceReference }) => ({
    uses: uses.get(id),
    pattern: pattern.source,
    where: `${sourceReference.uri}:${sourceReference.location?.line ?? '?'}`,
  }))
  .sort((a, b) => a.where.localeCompare(b.where, 'en', { numeric: true }));
if (!process.argv.includes('--quiet')) {
  for (const { uses: count, pattern, where } of rows)
    console.log(`${String(count).padStart(4)}  ${pattern}   (${where})`);
}
const unused = rows.filter(({ uses: count }) => count === 0);
console.log(`\n${rows.length} step definitions, ${unused.length} unused.`);
for (const problem of problems) console.error(`✖ ${problem}`);
process.exit(problems.length > 0 || status !== 0 ? 1 : 0);
