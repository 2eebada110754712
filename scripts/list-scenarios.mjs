// `npm run scenarios -- [selection]`: the scenarios a selection (file:line, --name, --tags) would run, one
// line each with the file:line that runs it again, its name (an outline's row with its cells, as the run names
// it) and its tags. A dry run: no build, no browser, and no report overwritten. ACCEPTANCE_PROFILE=firebase lists
// that profile's selection.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exampleCells, scenarioName } from '../features/support/report-text.mjs';
import { selection, unmatchedWarning } from './selection.mjs';

const args = process.argv.slice(2);
const folder = mkdtempSync(join(tmpdir(), 'scenarios-'));
const messages = join(folder, 'messages.ndjson');
const { status } = spawnSync(
  'node_modules/.bin/cucumber-js',
  [...args, '--dry-run', '--parallel', '0', '--format', `message:${messages}`],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
const lines = readFileSync(messages, 'utf8').split('\n').filter(Boolean).map(JSON.parse);
rmSync(folder, { recursive: true, force: true });
// cucumber-js sends every pickle it parsed, and a test case for each one the selection keeps.
const selected = new Set(lines.filter((line) => line.testCase).map(({ testCase }) => testCase.pickleId));
const pickles = lines.filter((line) => selected.has(line.pickle?.id)).map(({ pickle }) => pickle);
const documents = lines.filter((line) => line.gherkinDocument).map(({ gherkinDocument }) => gherkinDocument);
for (const pickle of pickles) {
  const { uri, location, name, tags } = pickle;
  const named = scenarioName(name, exampleCells(documents, pickle));
  console.log(`${uri}:${location.line}  ${named}  ${tags.map((tag) => tag.name).join(' ')}`.trimEnd());
}
console.log(`${pickles.length} scenario${pickles.length === 1 ? '' : 's'}`);
const { unmatched } = await selection(process.env.ACCEPTANCE_PROFILE ?? 'fake', args);
for (const line of unmatched) console.warn(unmatchedWarning(line));
process.exit(status ?? 1);
