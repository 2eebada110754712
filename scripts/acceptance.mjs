// The Gherkin acceptance suite in real Chromium, in one profile:
//   node scripts/acceptance.mjs fake|firebase [cucumber-js arguments, e.g. --tags @smoke, a file:line]
// It builds the profile and serves it (the firebase profile with the Auth emulator around the scenarios),
// or, with STOREFRONT_URL set, runs against that storefront as it is and builds and starts nothing.
import { emulatorsOnFreePorts } from './emulator.mjs';
import { acceptanceSteps, runSteps } from './run.mjs';

const [profile = 'fake', ...cucumberArgs] = process.argv.slice(2);
if (profile !== 'fake' && profile !== 'firebase') {
  console.error(`Unknown profile '${profile}': use fake or firebase.`);
  process.exit(2);
}
// The firebase profile's emulator takes free ports, so a developer's `npm run start:firebase` can keep running.
const emulators = profile === 'firebase' && !process.env.STOREFRONT_URL ? await emulatorsOnFreePorts() : undefined;
const [build, [name, scenarios, env]] = acceptanceSteps(
  profile,
  cucumberArgs.map((arg) => JSON.stringify(arg)).join(' '),
  emulators?.env,
);
const steps = process.env.STOREFRONT_URL
  ? [[`${name} against ${process.env.STOREFRONT_URL}`, scenarios]]
  : [build, [name, emulators ? emulators.run(scenarios) : scenarios, env]];
runSteps(`acceptance (${profile})`, [['browser', 'node scripts/ensure-chromium.mjs'], ...steps], { summary: false });
