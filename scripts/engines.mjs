// `npm run test:engines -- [--build] [selection]`: one selection of the offline scenarios in Chromium, Firefox
// and WebKit, one engine after another (each as `npm run test:acceptance` runs it, with its own reports), then
// one report of them all: reports/fake/every-engine.html (scenario × engine) and reports/fake/junit.xml.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { unavailableNeeds } from '../features/support/capabilities.mjs';
import { runOf } from '../features/support/run.mjs';
import { BUILDS, builtVersion } from './build.mjs';
import { combinedReport } from './combined-report.mjs';
import { buildStep, scenariosStep } from './run.mjs';
import { NOTHING_SELECTED, selection } from './selection.mjs';

const ENGINES = ['chromium', 'firefox', 'webkit'];
const profile = 'fake';
const given = process.argv.slice(2);
const cucumberArgs = given.filter((arg) => arg !== '--build');
const { plan } = await selection(profile, cucumberArgs);
if (plan.length === 0) {
  console.error(NOTHING_SELECTED);
  process.exit(1);
}
const device = process.env.DEVICE ?? 'desktop';
const sh = (command, env = {}) =>
  spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } }).status;
const [, build] = buildStep(profile, {}, { ifStale: !given.includes('--build') });
if (sh(`node scripts/ensure-browsers.mjs ${ENGINES.join(' ')}`) !== 0 || sh(build) !== 0) process.exit(1);

const args = cucumberArgs.map((arg) => JSON.stringify(arg)).join(' ');
const folders = {};
for (const engine of ENGINES) {
  const [name, command] = scenariosStep(profile, { engine, device, args });
  console.log(`\n▶ ${name}`);
  sh(command);
  folders[engine] = runOf({ ACCEPTANCE_PROFILE: profile, BROWSER: engine, DEVICE: device }).reports;
}

const out = `reports/${profile}`;
const storefront = builtVersion(BUILDS[profile].outDir);
const skipReason = (engine, { tags }) => {
  const unavailable = unavailableNeeds({ engine, adminless: false });
  return tags
    .map(({ name }) => unavailable[name] && `${name}: ${unavailable[name]}`)
    .filter(Boolean)
    .join('; ');
};
const { html, junit, totals } = combinedReport(folders, {
  out,
  planned: plan.length,
  profile,
  device,
  storefront,
  skipReason,
});
writeFileSync(`${out}/every-engine.html`, html);
writeFileSync(`${out}/junit.xml`, junit);
console.log(`\nOne report of every engine: ${out}/every-engine.html, ${out}/junit.xml`);
console.log(`scenarios: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
