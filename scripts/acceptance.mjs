// The Gherkin acceptance suite in one profile and one engine (BROWSER=chromium|firefox|webkit, default chromium):
//   [BROWSER=firefox] node scripts/acceptance.mjs fake|firebase [--build] [cucumber-js arguments, e.g. --tags @smoke]
// It checks the selection first (an empty one ends here, in seconds), builds the profile unless its build is
// current for the sources (--build forces it), and serves it (the firebase profile with the Auth emulator
// around the scenarios); with STOREFRONT_URL set, it runs against that storefront and builds and starts nothing.
import { emulatorsOnFreePorts } from './emulator.mjs';
import { buildStep, runSteps, scenariosStep } from './task-runner.mjs';
import { runOf } from '../features/support/run-settings.mjs';
import { selectedOrExit } from './selection.mjs';

const [profile = 'fake', ...given] = process.argv.slice(2);
if (profile !== 'fake' && profile !== 'firebase') {
  console.error(`Unknown profile '${profile}': use fake or firebase.`);
  process.exit(2);
}
const forceBuild = given.includes('--build');
const cucumberArgs = given.filter((arg) => arg !== '--build');
const { engine, device, browser, reports } = runOf({ ...process.env, ACCEPTANCE_PROFILE: profile });
await selectedOrExit(profile, cucumberArgs, { folders: [reports], run: `${profile}, ${browser}` });
// The firebase profile's emulator takes free ports, so a developer's `npm run start:firebase` can keep running.
const emulators = profile === 'firebase' && !process.env.STOREFRONT_URL ? await emulatorsOnFreePorts() : undefined;
const args = cucumberArgs.map((arg) => JSON.stringify(arg)).join(' ');
const [name, scenarios, env] = scenariosStep(profile, { engine, device, args }, emulators?.env);
const steps = process.env.STOREFRONT_URL
  ? [[`${name} against ${process.env.STOREFRONT_URL}`, scenarios, env]]
  : [
      buildStep(profile, emulators?.env, { ifStale: !forceBuild }),
      [name, emulators ? emulators.run(scenarios) : scenarios, env],
    ];
// A grid's browsers are its nodes': this machine needs none.
const browserHere = process.env.WEBDRIVER_URL ? [] : [['browser', `node scripts/ensure-browsers.mjs ${engine}`]];
await runSteps(`acceptance (${profile}, ${engine})`, [...browserHere, ...steps], { summary: false });
