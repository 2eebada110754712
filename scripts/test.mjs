// `npm test`: everything, from a fresh clone. Fast checks first, so a typo fails in seconds; the
// Firebase adapter's contract and the firebase-profile scenarios share one Auth emulator run.
import { withAuthEmulator } from './emulator.mjs';
import { acceptanceSteps, runSteps } from './run.mjs';

const [buildFirebase, firebaseScenarios] = acceptanceSteps('firebase');

runSteps('npm test', [
  ['types', 'tsc --noEmit'],
  ['lint (including the hexagon rule)', 'eslint .'],
  ['unit, property, component, contract and bundle tests', 'vitest run'],
  ['browser', 'node scripts/ensure-chromium.mjs'],
  ...acceptanceSteps('fake'),
  buildFirebase,
  [
    'Firebase adapter contract and scenarios on the Auth emulator',
    withAuthEmulator(`vitest run -c vitest.emulator.config.ts && ${firebaseScenarios[1]}`),
    firebaseScenarios[2],
  ],
]);
