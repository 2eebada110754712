// The Gherkin acceptance suite in real Chromium against a production build, in one profile:
//   node scripts/acceptance.mjs fake|firebase [cucumber-js arguments, e.g. --tags @smoke]
// The firebase profile runs against the Auth emulator, started and stopped around the scenarios.
import { withEmulators } from './emulator.mjs';
import { acceptanceSteps, runSteps } from './run.mjs';

const [profile = 'fake', ...cucumberArgs] = process.argv.slice(2);
if (profile !== 'fake' && profile !== 'firebase') {
  console.error(`Unknown profile '${profile}': use fake or firebase.`);
  process.exit(2);
}
const [build, [name, scenarios, env]] = acceptanceSteps(
  profile,
  cucumberArgs.map((arg) => JSON.stringify(arg)).join(' '),
);
runSteps(`acceptance (${profile})`, [
  ['browser', 'node scripts/ensure-chromium.mjs'],
  build,
  [name, profile === 'firebase' ? withEmulators(scenarios) : scenarios, env],
]);
