// `npm run merge-reports -- <part> <part> …`: a run split across machines (`--shard i/N` on each) made one run
// again. Each part is a copy of one machine's reports/scenarios/; this empties reports/scenarios/ here and puts
// every engine's run of every part in it, as one unsplit run would have left it: the messages, screenshots,
// traces and Allure results side by side, one junit.xml per engine's run, then one report and one closing line.
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { SCENARIO_REPORTS } from '../features/support/run-settings.mjs';
import { outcomes, readMessages, writeRunFiles } from './reports.mjs';
import { closingLine, runFolders, startRun, totals, writeReport } from './run-reports.mjs';

const parts = process.argv.slice(2);
const runsOf = (part) =>
  ['fake', 'firebase']
    .filter((profile) => existsSync(join(part, profile)))
    .flatMap((profile) => readdirSync(join(part, profile)).map((run) => join(profile, run)));
const problems = parts.flatMap((part) => {
  if (!resolve(part).startsWith(resolve(SCENARIO_REPORTS)))
    return runsOf(part).length > 0 ? [] : [`${part} holds no run`];
  return [`${part} lies in ${SCENARIO_REPORTS}/, which the merge empties: copy it elsewhere first`];
});
if (parts.length === 0 || problems.length > 0) {
  console.error(problems.join('\n') || 'Name the parts: npm run merge-reports -- <part> <part> …');
  process.exit(2);
}

startRun();
const facts = new Map(); // run folder -> what its parts said of it
for (const part of parts) {
  for (const run of runsOf(part)) {
    const from = join(part, run);
    const into = join(SCENARIO_REPORTS, run);
    mkdirSync(into, { recursive: true });
    for (const entry of readdirSync(from)) {
      if (entry === 'messages.ndjson') appendFileSync(join(into, entry), readFileSync(join(from, entry)));
      else if (!['junit.xml', 'run.json'].includes(entry))
        cpSync(join(from, entry), join(into, entry), { recursive: true });
    }
    const said = JSON.parse(readFileSync(join(from, 'run.json'), 'utf8'));
    const known = facts.get(into);
    facts.set(into, {
      ...said,
      part: undefined, // the parts made one: the whole run
      errors: [...(known?.errors ?? []), ...said.errors],
      unrun: (known?.unrun ?? 0) + said.unrun,
    });
  }
}
for (const folder of runFolders()) {
  writeRunFiles(folder, outcomes(readMessages(join(folder, 'messages.ndjson'))), facts.get(folder));
}
writeReport(`Storefront scenarios: ${parts.length} parts merged`);
const counts = totals();
console.log(
  `JUnit: ${runFolders()
    .map((folder) => relative('.', join(folder, 'junit.xml')))
    .join(', ')}`,
);
console.log(closingLine(counts));
process.exit(counts.failed === 0 ? 0 : 1);
