// The Gherkin acceptance suite in real Chromium against a production build. Extra arguments go to
// cucumber-js, e.g. `npm run test:acceptance -- --tags @smoke`.
import { runSteps, TSX } from './run.mjs';

const cucumberArgs = process.argv
  .slice(2)
  .map((arg) => JSON.stringify(arg))
  .join(' ');

runSteps('acceptance', [
  ['browser', 'node scripts/ensure-chromium.mjs'],
  ['build', 'vite build --logLevel warn'],
  ['scenarios', `cucumber-js ${cucumberArgs}`, TSX],
]);
