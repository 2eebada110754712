// npm test's proof that a run split across machines merges back into the run it was split from: one selection in
// Chromium, whole and as parts 1/2 and 2/2 (`--shard`), each a run of its own in a folder of its own, then the
// parts merged (scripts/merge-reports.mjs). The merged run must hold the same scenarios, with the same outcomes,
// and close with the same line as the whole, and go into the history once where the parts do not; the run this
// check is part of is left alone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outcomes, readMessages } from './reports.mjs';
import { closingLine } from './run-reports.mjs';

const SELECTION = ['features/basket.feature:7:43', 'features/errors.feature:17:22'];
const PARTS = 2;
const folder = mkdtempSync(join(tmpdir(), 'split-'));
process.on('exit', () => rmSync(folder, { recursive: true, force: true }));

/** Runs `argv` with node as a run of its own whose reports go to `name` in the check's folder; its output. */
function run(name, argv) {
  const env = { ...process.env, SCENARIO_REPORTS: join(folder, name), BROWSER: 'chromium', DEVICE: 'desktop' };
  delete env.SCENARIO_RUN_STARTED;
  const { status, stdout, stderr } = spawnSync('node', argv, { encoding: 'utf8', env });
  return { status, output: `${stdout}${stderr}`, reports: join(folder, name, 'fake', 'chromium') };
}
/** Each scenario of a run by file:line and example row, with how it ended. */
const ended = ({ reports }) =>
  outcomes(readMessages(join(reports, 'messages.ndjson')))
    .map(
      ({ pickle, example, attempts }) =>
        `${pickle.uri}:${pickle.location.line} ${example ?? ''} ${attempts.at(-1).status}`,
    )
    .sort();
const lastLine = ({ output }) => output.trim().split('\n').at(-1);
/** The runs a run's report added to the history beside its folder (allurerc.mjs). */
const historyEntries = (name) => {
  const file = join(folder, `${name}-history.jsonl`);
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').length : 0;
};

const whole = run('whole', ['scripts/scenarios.mjs', 'fake', ...SELECTION]);
const parts = Array.from({ length: PARTS }, (_, index) =>
  run(`part-${index + 1}`, ['scripts/scenarios.mjs', 'fake', ...SELECTION, '--shard', `${index + 1}/${PARTS}`]),
);
const merged = run('merged', [
  'scripts/merge-reports.mjs',
  ...parts.map((_, index) => join(folder, `part-${index + 1}`)),
]);

const sizes = parts.map((part) => ended(part).length);
const problems = [
  ...[whole, ...parts, merged].filter(({ status }) => status !== 0).map(({ output }) => `a run failed:\n${output}`),
  ...(sizes.some((size) => size === 0) ? [`a part ran no scenario (${sizes.join(' and ')})`] : []),
  ...(ended(merged).join('\n') === ended(whole).join('\n')
    ? []
    : [
        `the merged run's scenarios:\n${ended(merged).join('\n')}\ndiffer from the whole run's:\n${ended(whole).join('\n')}`,
      ]),
  ...(lastLine(merged) === lastLine(whole) ? [] : [`merged "${lastLine(merged)}", whole "${lastLine(whole)}"`]),
  ...(readFileSync(join(merged.reports, 'junit.xml'), 'utf8').match(/<testcase /g)?.length === ended(whole).length
    ? []
    : ['the merged junit.xml does not hold one case per scenario of the whole run']),
  ...(parts.every((_, index) => historyEntries(`part-${index + 1}`) === 0) && historyEntries('merged') === 1
    ? []
    : ['the history has the parts, or not the merged run once']),
];
if (problems.length > 0) {
  console.error(`✖ The split run does not merge back into the whole:\n${problems.join('\n')}`);
  process.exit(1);
}
const counts = JSON.parse(readFileSync(join(merged.reports, 'run.json'), 'utf8')).counts;
console.log(
  `Split into ${sizes.join(' + ')} scenarios and merged: the same outcomes as the whole run (${closingLine(counts)})`,
);
