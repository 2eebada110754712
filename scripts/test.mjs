// `npm test`: the gate every change passes, from a fresh clone, in minutes. Fast checks first, so a typo fails in
// seconds; then every scenario once, in Chromium on the fake profile, and in the other engines and the Firebase
// profile the scenarios whose outcome can differ there (scripts/matrix.mjs says which, and why), all on Playwright
// Test. The Firebase adapter's contract runs on the Auth emulator, and the Hosting emulator serves the fake
// profile's build (dist/) to check firebase.json's headers. The emulators take free ports, so a developer's
// `npm run start:firebase` can keep running.
//
// `npm run test:all` (`--all`) is the whole matrix: every scenario in every engine and both profiles, the phone,
// the grid, and the proof that a split run merges back. `npm run check` (`--no-scenarios`) runs every step but the
// scenarios: the check before a push. Words after the options keep only the steps whose name holds them all, to
// run one step again: `npm run check -- lint`.
import { emulatorsOnFreePorts } from './emulator.mjs';
import { buildStep, light, reading, runSteps, stepsNamed } from './task-runner.mjs';
import { startRun, writeReport } from './run-reports.mjs';

const args = process.argv.slice(2);
const scenarios = !args.includes('--no-scenarios');
const all = args.includes('--all');
const words = args.filter((arg) => !arg.startsWith('--')).map((word) => word.toLowerCase());
const ENGINES = ['chromium', 'firefox', 'webkit'];
const emulators = await emulatorsOnFreePorts('auth,hosting');
/** A step of the scenarios, left out of `npm run check`. */
const scenario = (step) => (scenarios ? [step] : []);
const steps = [
  // Checks that read the code, each on one core: two at once.
  light(['types', 'tsc --noEmit']),
  light(['lint (with the jsx-a11y, testing-library and vitest plugins)', 'eslint .']),
  light(['dead code: unused files, exports and dependencies (knip)', 'knip']),
  light(['layers, cycles and orphans (dependency-cruiser)', 'depcruise src --config .dependency-cruiser.mjs']),
  light(['the architecture picture matches the code', 'node scripts/architecture-picture.mjs --check']),
  light(['every link between the Markdown files leads somewhere', 'npm run --silent lint:links']),
  light([
    'every SPEC section traced to scenarios, as features/README.md maps them',
    'node scripts/spec-map.mjs --check',
  ]),
  light(['every Gherkin step defined once and every step definition used', 'node scripts/steps.ts']),
  light(['secrets in the repository', 'secretlint --secretlintignore .gitignore "**/*"']),
  light(['npm audit of production dependencies', 'node scripts/audit.mjs']),
  light(['the CI files to copy are ones GitHub Actions and GitLab CI accept', 'npm run --silent lint:ci']),
  // A changed screen shows within the first minutes: the build and its screenshots come before the longer tests.
  // Vitest drives Chromium (the screenshots, the contract) and WebKit (the browser kept between scenarios) too.
  ['browsers', `node scripts/ensure-browsers.mjs ${scenarios ? ENGINES.join(' ') : 'chromium webkit'}`],
  buildStep('fake'),
  // Right after the build, so a change that grows the page's first scripts hears it in the first minutes.
  reading(
    ['fake'],
    ['the initial JavaScript within its budget (fake profile)', 'node build/bundle-budget.ts fake dist'],
  ),
  reading(
    ['fake'],
    ["screenshots against the approved baselines (fake profile's build)", 'vitest run -c vitest.visual.config.ts'],
  ),
  ['unit, property, component, contract and bundle tests', 'vitest run'],
  [
    'basket repository contract in Chromium (storage events between documents)',
    'vitest run -c vitest.browser.config.ts',
  ],
  // The scenarios on Playwright Test (playwright.config.ts), both profiles: on the fake one every scenario in
  // Chromium, and elsewhere the gate's choice of those whose outcome can differ there (all of them in the whole
  // matrix); the phone's in each engine. The Firebase profile's projects start an Auth emulator of their own. The
  // proofs run beside them: each step that reads a text fails on a wrong one, and a page React redrew fails.
  ...scenario(
    reading(
      ['fake'],
      [
        'acceptance scenarios, both profiles, in Chromium, Firefox and WebKit, desktop and phone (Playwright Test)',
        'bddgen && playwright test --fail-on-flaky-tests',
        all ? {} : { SCENARIOS: 'gate' },
      ],
    ),
  ),
  // The toolkit proves itself in the whole matrix, which a change to the scenarios or the toolkit runs before it
  // is done (decision 0027): its runs of its own failures and reports, a split run merged, a grid of other hosts.
  ...(all
    ? [
        [
          "the toolkit's runs of itself: traces on a retry, a browser that cannot start, WebKit's kept browser, Allure's report, a split run merged",
          'vitest run -c vitest.toolkit.config.ts',
        ],
        [
          // A registration and a deploy offered to an open tab: a page needs a secure context for its service
          // worker, which at the grid's way to this machine only HTTPS gives it.
          'the basket, a registration, no network and a new deploy through a Selenium Grid whose nodes are other hosts (network namespaces)',
          'node scripts/grid.mjs features/basket.feature features/sign-in.feature:14 features/offline.feature:26 features/offline.feature:67',
        ],
        [
          // What a shopper does on a phone opening `npm start -- --host` on the local network: the fake profile
          // needs no secure context (no `crypto.randomUUID`, no `crypto.subtle`).
          'registering, the basket and signing in at a plain http:// address that is no secure context, through the grid',
          'RUNNER_SCHEME=http node scripts/grid.mjs features/sign-in.feature:14 features/session.feature:25',
        ],
      ].flatMap(scenario)
    : []),
  reading(
    ['fake'],
    [
      'Firebase adapter contract on the Auth emulator; hosting headers on the Hosting emulator',
      emulators.run(['vitest run -c vitest.emulator.config.ts', 'vitest run -c vitest.hosting.config.ts'].join(' && ')),
      emulators.env,
    ],
  ),
];

const chosen = stepsNamed(steps, words);
if (chosen.length === 0) {
  console.error(
    `No step's name holds "${words.join(' ')}". The steps:\n${steps.map(([name]) => `  ${name}`).join('\n')}`,
  );
  process.exit(1);
}
// The scenarios' runs below are one run; the whole matrix's runs of the toolkit on cucumber-js make one report.
const ownRun = scenarios && startRun();
const command = scenarios ? (all ? 'npm run test:all' : 'npm test') : 'npm run check';
await runSteps(command, chosen, { finish: () => ownRun && all && writeReport(`Storefront scenarios: ${command}`) });
