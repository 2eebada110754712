// The Gherkin acceptance suite in one profile and one engine (BROWSER=chromium|firefox, default chromium):
//   [BROWSER=firefox] node scripts/acceptance.mjs fake|firebase [cucumber-js arguments, e.g. --tags @smoke]
// It builds the profile and serves it (the firebase profile with the Auth emulator around the scenarios),
// or, with STOREFRONT_URL set, runs against that storefront as it is and builds and starts nothing.
import { emulatorsOnFreePorts } from './emulator.mjs';
import { buildStep, runSteps, scenariosStep } from './run.mjs';

const [profile = 'fake', ...cucumberArgs] = process.argv.slice(2);
if (profile !== 'fake' && profile !== 'firebase') {
  console.error(`Unknown profile '${profile}': use fake or firebase.`);
  process.exit(2);
}
const engine = process.env.BROWSER ?? 'chromium';
const device = process.env.DEVICE ?? 'desktop';
// The firebase profile's emulator takes free ports, so a developer's `npm run start:firebase` can keep running.
const emulators = profile === 'firebase' && !process.env.STOREFRONT_URL ? await emulatorsOnFreePorts() : undefined;
const args = cucumberArgs.map((arg) => JSON.stringify(arg)).join(' ');
const [name, scenarios, env] = scenariosStep(profile, { engine, device, args }, emulators?.env);
const steps = process.env.STOREFRONT_URL
  ? [[`${name} against ${process.env.STOREFRONT_URL}`, scenarios, env]]
  : [buildStep(profile, emulators?.env), [name, emulators ? emulators.run(scenarios) : scenarios, env]];
runSteps(`acceptance (${profile}, ${engine})`, [['browser', `node scripts/ensure-browsers.mjs ${engine}`], ...steps], {
  summary: false,
});
