// `npm test`: everything, from a fresh clone. Fast checks first, so a typo fails in seconds; the
// Firebase adapter's contract and the firebase-profile scenarios share one Auth emulator run, and
// the Hosting emulator serves the fake profile's build (dist/) to check firebase.json's headers.
// The emulators take free ports, so a developer's `npm run start:firebase` can keep running.
import { emulatorsOnFreePorts } from './emulator.mjs';
import { buildStep, runSteps, scenariosStep } from './run.mjs';

const ENGINES = ['chromium', 'firefox', 'webkit'];
const emulators = await emulatorsOnFreePorts('auth,hosting');
const firebaseScenarios = [
  scenariosStep('firebase', { engine: 'chromium' }, emulators.env),
  // Every engine keeps the SDK's session in its own IndexedDB: the smoke scenarios prove each one.
  scenariosStep('firebase', { engine: 'firefox', args: '--tags @smoke' }, emulators.env),
  scenariosStep('firebase', { engine: 'webkit', args: '--tags @smoke' }, emulators.env),
];

runSteps('npm test', [
  ['types', 'tsc --noEmit'],
  ['lint (with the jsx-a11y, testing-library and vitest plugins)', 'eslint .'],
  ['dead code: unused files, exports and dependencies (knip)', 'knip'],
  ['layers, cycles and orphans (dependency-cruiser)', 'depcruise src --config .dependency-cruiser.mjs'],
  ['the architecture picture matches the code', 'node scripts/architecture-picture.mjs --check'],
  ['every link between the Markdown files leads somewhere', 'npm run --silent lint:links'],
  ['every SPEC section traced to scenarios, as features/README.md maps them', 'node scripts/spec-map.mjs --check'],
  ['unit, property, component, contract and bundle tests', 'vitest run'],
  ['browsers', `node scripts/ensure-browsers.mjs ${ENGINES.join(' ')}`],
  [
    'basket repository contract in Chromium (storage events between documents)',
    'vitest run -c vitest.browser.config.ts',
  ],
  buildStep('fake'),
  ...ENGINES.map((engine) => scenariosStep('fake', { engine })),
  ['every step that reads a text fails on a wrong one (Chromium)', 'node scripts/check-text-steps.mjs'],
  // The screens that matter on a phone (home, basket, sign-in), in every engine.
  ...ENGINES.map((engine) => scenariosStep('fake', { engine, device: 'phone', args: '--tags @phone' })),
  ['screenshots against the approved baselines (offline build)', 'vitest run -c vitest.visual.config.ts'],
  buildStep('firebase', emulators.env),
  [
    'Firebase adapter contract and scenarios on the Auth emulator; hosting headers on the Hosting emulator',
    emulators.run(
      [
        'vitest run -c vitest.emulator.config.ts',
        'vitest run -c vitest.hosting.config.ts',
        ...firebaseScenarios.map(([, command]) => command),
      ].join(' && '),
    ),
    emulators.env,
  ],
  ['secrets in the repository', 'secretlint --secretlintignore .gitignore "**/*"'],
  ['npm audit of production dependencies', 'node scripts/audit.mjs'],
]);
