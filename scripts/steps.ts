// `npm run steps -- [words]`: every step definition with how often the scenarios use it and where it is written,
// found by a dry run of cucumber-js (no build, no browser). It fails when a scenario has a step that no
// definition matches (printing the snippet to start from) or that several match, or when a definition
// serves no scenario. Words given keep the definitions whose expression holds them all.
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { loadConfiguration, runCucumber } from '@cucumber/cucumber/api';

/** Cucumber's messages, as its API hands them over (the messages package is cucumber-js's own dependency). */
type Envelope = Parameters<NonNullable<Parameters<typeof runCucumber>[2]>>[0];
type StepDefinition = NonNullable<Envelope['stepDefinition']>;

/**
 * Every scenario that uses steps: the features, and the proof that text steps fail on a wrong text
 * (STEP_FEATURES, comma-separated, names others: its test gives it a feature with an undefined step).
 */
const FEATURES = process.env.STEP_FEATURES?.split(',') ?? ['features/**/*.feature', 'tests/acceptance/**/*.feature'];
const words = process.argv.slice(2).map((word) => word.toLowerCase());

const { runConfiguration } = await loadConfiguration({ provided: { paths: FEATURES, dryRun: true, parallel: 0 } });
const snippets = new PassThrough();
const printed = text(snippets);
const envelopes: Envelope[] = [];
await runCucumber(
  { ...runConfiguration, formats: { ...runConfiguration.formats, stdout: 'snippets', files: {} } },
  { stdout: snippets, stderr: process.stderr },
  (envelope) => envelopes.push(envelope),
);
snippets.end();

const definitions = envelopes.flatMap(({ stepDefinition }) => (stepDefinition ? [stepDefinition] : []));
const pickleSteps = new Map(
  envelopes.flatMap(({ pickle }) => pickle?.steps.map((step) => [step.id, { pickle, step }] as const) ?? []),
);
const uses = new Map<string, number>();
const undefinedSteps: string[] = [];
const ambiguousSteps: string[] = [];
for (const { testCase } of envelopes) {
  for (const { pickleStepId, stepDefinitionIds = [] } of testCase?.testSteps ?? []) {
    if (!pickleStepId) continue; // a hook
    const { pickle, step } = pickleSteps.get(pickleStepId)!;
    const where = `${pickle.uri}:${pickle.location?.line ?? 0} "${step.text}"`;
    if (stepDefinitionIds.length === 0) undefinedSteps.push(where);
    if (stepDefinitionIds.length > 1) ambiguousSteps.push(where);
    for (const id of stepDefinitionIds) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
}

const expression = ({ pattern }: StepDefinition) => pattern.source;
const at = ({ sourceReference: { uri, location } }: StepDefinition) => `${uri}:${location?.line ?? 0}`;
const shown = definitions.filter((definition) =>
  words.every((word) => expression(definition).toLowerCase().includes(word)),
);
for (const definition of shown) {
  console.log(
    `${String(uses.get(definition.id) ?? 0).padStart(3)}  ${at(definition).padEnd(40)}  ${expression(definition)}`,
  );
}
console.log(
  `${shown.length} of ${definitions.length} step definitions${words.length ? ` hold "${words.join(' ')}"` : ''}`,
);

const unused = definitions.filter((definition) => !uses.has(definition.id));
const problems = [
  ['No definition matches', undefinedSteps],
  ['Several definitions match', ambiguousSteps],
  ['No scenario uses', unused.map((definition) => `${at(definition)} ${expression(definition)}`)],
] as const;
for (const [title, found] of problems) {
  if (found.length === 0) continue;
  console.error(`\n✖ ${title} (${found.length}):`);
  for (const line of found) console.error(`  - ${line}`);
}
if (undefinedSteps.length > 0)
  console.error(`\nA definition to start from, for the step file of its area:\n${await printed}`);
process.exit(problems.some(([, found]) => found.length > 0) ? 1 : 0);
