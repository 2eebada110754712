// `npm run test:engines -- [--build] [selection]`: one selection of the offline scenarios in Chromium, Firefox
// and WebKit, one engine after another (each as `npm run test:acceptance` runs it, with its own reports), then
// one report of them all: reports/fake/every-engine.html (scenario × engine) and reports/fake/junit.xml.
import { writeFileSync } from 'node:fs';
import { runLimits, skipReasonOf } from '../features/support/capabilities.mjs';
import { runOf } from '../features/support/run.mjs';
import { BUILDS, builtVersion } from './build.mjs';
import { combinedReport } from './combined-report.mjs';
import { buildStep, scenariosStep, sh } from './run.mjs';
import { selectedOrExit } from './selection.mjs';

const ENGINES = ['chromium', 'firefox', 'webkit'];
const profile = 'fake';
const given = process.argv.slice(2);
const cucumberArgs = given.filter((arg) => arg !== '--build');
const device = process.env.DEVICE ?? 'desktop';
const runs = ENGINES.map((engine) => runOf({ ACCEPTANCE_PROFILE: profile, BROWSER: engine, DEVICE: device }));
const plan = await selectedOrExit(profile, cucumberArgs, {
  folders: [`reports/${profile}`],
  run: `${profile}, every engine`,
});
const [, build] = buildStep(profile, {}, { ifStale: !given.includes('--build') });
if (sh(`node scripts/ensure-browsers.mjs ${ENGINES.join(' ')}`) !== 0 || sh(build) !== 0) process.exit(1);

const args = cucumberArgs.map((arg) => JSON.stringify(arg)).join(' ');
const folders = {};
let runsFailed = 0;
for (const [index, engine] of ENGINES.entries()) {
  const [name, command] = scenariosStep(profile, { engine, device, args });
  console.log(`\n▶ ${name}`);
  if (sh(command) !== 0) runsFailed += 1;
  folders[engine] = runs[index].reports;
}

const out = `reports/${profile}`;
const storefront = builtVersion(BUILDS[profile].outDir);
const skipReason = (engine, pickle) => skipReasonOf(runLimits({ engine, profile, env: process.env }))(pickle);
const options = { out, planned: plan.length, profile, device, storefront, skipReason };
const { html, junit, totals } = combinedReport(folders, options);
writeFileSync(`${out}/every-engine.html`, html);
writeFileSync(`${out}/junit.xml`, junit);
console.log(`\nOne report of every engine: ${out}/every-engine.html, ${out}/junit.xml`);
console.log(`scenarios: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
// A run that failed outside its scenarios (a worker that could not start, a hook) fails this one too.
process.exit(totals.failed === 0 && runsFailed === 0 ? 0 : 1);
