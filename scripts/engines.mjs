// `npm run test:engines -- [--build] [selection]`: one selection of the offline scenarios in Chromium, Firefox
// and WebKit, one engine after another (each as `npm run test:acceptance` runs it, with its own junit.xml), then
// one report of them all (reports/scenarios/report/index.html) and one closing line.
import { runOf } from '../features/support/run.mjs';
import { buildStep, scenariosStep, sh } from './run.mjs';
import { closingLine, startRun, totals, writeReport } from './run-reports.mjs';
import { selectedOrExit } from './selection.mjs';

const ENGINES = ['chromium', 'firefox', 'webkit'];
const profile = 'fake';
const given = process.argv.slice(2);
const cucumberArgs = given.filter((arg) => arg !== '--build');
const device = process.env.DEVICE ?? 'desktop';
await selectedOrExit(profile, cucumberArgs, {
  folders: ENGINES.map((engine) => runOf({ ACCEPTANCE_PROFILE: profile, BROWSER: engine, DEVICE: device }).reports),
  run: `${profile}, every engine`,
});
startRun();
const [, build] = buildStep(profile, {}, { ifStale: !given.includes('--build') });
if (sh(`node scripts/ensure-browsers.mjs ${ENGINES.join(' ')}`) !== 0 || sh(build) !== 0) process.exit(1);

const args = cucumberArgs.map((arg) => JSON.stringify(arg)).join(' ');
let runsFailed = 0;
for (const engine of ENGINES) {
  const [name, command] = scenariosStep(profile, { engine, device, args });
  console.log(`\n▶ ${name}`);
  if (sh(command) !== 0) runsFailed += 1;
}

writeReport(`Storefront scenarios: ${profile}, every engine`);
const counts = totals();
console.log(closingLine(counts));
// A run that failed outside its scenarios (a worker that could not start, a hook) fails this one too.
process.exit(counts.failed === 0 && runsFailed === 0 ? 0 : 1);
