// `npm run scenarios -- [selection]`: the scenarios a selection (file:line, --name, --tags) would run, one
// line each with the file:line that runs it again, its name and its tags. A dry run: no build, no browser,
// and no report overwritten. ACCEPTANCE_PROFILE=firebase lists that profile's selection.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folder = mkdtempSync(join(tmpdir(), 'scenarios-'));
const messages = join(folder, 'messages.ndjson');
const { status } = spawnSync(
  'node_modules/.bin/cucumber-js',
  [...process.argv.slice(2), '--dry-run', '--parallel', '0', '--format', `message:${messages}`],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
const lines = readFileSync(messages, 'utf8').split('\n').filter(Boolean).map(JSON.parse);
rmSync(folder, { recursive: true, force: true });
// cucumber-js sends every pickle it parsed, and a test case for each one the selection keeps.
const selected = new Set(lines.filter((line) => line.testCase).map(({ testCase }) => testCase.pickleId));
const pickles = lines.filter((line) => selected.has(line.pickle?.id)).map(({ pickle }) => pickle);
for (const { uri, location, name, tags } of pickles) {
  console.log(`${uri}:${location.line}  ${name}  ${tags.map((tag) => tag.name).join(' ')}`.trimEnd());
}
console.log(`${pickles.length} scenario${pickles.length === 1 ? '' : 's'}`);
process.exit(status ?? 1);
