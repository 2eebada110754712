// `npm test`: everything, from a fresh clone. Fast checks first, so a typo fails in seconds.
import { runSteps, TSX } from './run.mjs';

runSteps('npm test', [
  ['types', 'tsc --noEmit'],
  ['lint (including the hexagon rule)', 'eslint .'],
  ['unit, property, component and contract tests', 'vitest run'],
  ['browser', 'node scripts/ensure-chromium.mjs'],
  ['build', 'vite build --logLevel warn'],
  ['acceptance scenarios in Chromium', 'cucumber-js', TSX],
]);
