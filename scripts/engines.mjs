// `npm run test:engines -- [--build] [selection]`: one selection of the fake profile's scenarios in Chromium, Firefox
// and WebKit, one engine after another (each as `npm run test:acceptance` runs it, with its own junit.xml), then
// one report of them all (reports/scenarios/report/index.html) and one closing line.
import { runOf } from '../features/support/run-settings.mjs';
import { buildStep, runEngines, scenariosStep, sh } from './task-runner.mjs';
import { startRun } from './run-reports.mjs';
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
const ownRun = startRun();
const [, build] = buildStep(profile, {}, { ifStale: !given.includes('--build') });
if (sh(`node scripts/ensure-browsers.mjs ${ENGINES.join(' ')}`) !== 0 || sh(build) !== 0) process.exit(1);

const args = cucumberArgs.map((arg) => JSON.stringify(arg)).join(' ');
const runs = ENGINES.map((engine) => scenariosStep(profile, { engine, device, args }));
runEngines(`Storefront scenarios: ${profile}, every engine`, runs, ownRun);
