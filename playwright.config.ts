// The Gherkin scenarios on Playwright Test, through playwright-bdd: each project one profile, engine and device
// (features/README.md says how to run them). `npm test` runs the gate's selection (SCENARIOS=gate): every scenario
// in Chromium on the fake profile, and elsewhere those whose outcome can differ there (qa/matrix.mjs).
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { defineBddConfig } from 'playwright-bdd';
import type { ScenarioOptions } from './qa/runner/fixtures';
import { GATE } from './qa/matrix.mjs';
import { claimEmulatorPort } from './qa/runner/emulator';

process.env.PLAYWRIGHT_BDD = '1';
const gate = process.env.SCENARIOS === 'gate';
/** Where a run's reports go; SCENARIO_REPORTS moves them, for a run that checks the runner itself. */
const REPORTS = process.env.SCENARIO_REPORTS ?? 'reports/scenarios';

// The Auth emulator of the Firebase profile's projects: the one the environment names (`firebase emulators:exec`
// sets FIREBASE_AUTH_EMULATOR_HOST), else one the firebase-emulator project starts, on a port this run claims
// (qa/runner/emulator.ts): 9199 unless another run has it, so the build wired to it (dist-emulator/, built again
// only when its inputs change) stays current from run to run. Set here, in the run's first process, so that its
// workers, started after, inherit it. A storefront already running (STOREFRONT_URL) is wired to whatever it is:
// with none named, its provider has no administrator here.
if (!process.env.STOREFRONT_URL) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${await claimEmulatorPort()}`;
}

/** The features and the steps that run them, for every project but the proofs. */
const SCENARIOS = {
  features: 'features/*.feature',
  steps: ['features/steps/*.ts', 'features/support/parameters.ts', 'qa/runner/fixtures.ts'],
  featuresRoot: 'features',
};

type Profile = ScenarioOptions['profile'];
type Cell = Pick<ScenarioOptions, 'engine' | 'device'>;

/** Where each profile runs: the fake one in every engine on a desktop and on a phone, Firebase's on a desktop. */
const CELLS: Record<Profile, Cell[]> = {
  fake: (['chromium', 'firefox', 'webkit'] as const).flatMap((engine) =>
    (['desktop', 'phone'] as const).map((device) => ({ engine, device })),
  ),
  // Chromium last, whose two workers share its scenarios: the one-worker projects before it leave no tail.
  firebase: (['firefox', 'webkit', 'chromium'] as const).map((engine) => ({ engine, device: 'desktop' })),
};

/**
 * The scenarios a project runs, as a tag expression: on a phone the screens that matter there (@phone); on the
 * Firebase profile none of the fake provider's own tools (@fake-auth-only); in the gate, its choice.
 */
function tagsOf(profile: Profile, { engine, device }: Cell): string | undefined {
  const chosen = device === 'phone' ? '@phone' : gate ? GATE[profile][engine] : undefined;
  const mine = profile === 'firebase' ? 'not @fake-auth-only' : undefined;
  return (
    [chosen, mine]
      .filter(Boolean)
      .map((tags) => `(${tags})`)
      .join(' and ') || undefined
  );
}

/**
 * The tests bddgen writes for the features with `tags`, under .features-gen/ in a folder named after the first
 * project that runs them: projects that run the same scenarios share them, as bddgen loads every step again for
 * each folder it writes.
 */
const generated = new Map<string, string>();
function scenariosFor(project: string, tags: string | undefined): string {
  const key = tags ?? '';
  if (!generated.has(key))
    generated.set(key, defineBddConfig({ ...SCENARIOS, outputDir: `.features-gen/${project}`, tags }));
  return generated.get(key)!;
}

const projectsOf = (profile: Profile) =>
  CELLS[profile].map((cell) => {
    const name = `${profile}-${cell.engine}${cell.device === 'phone' ? '-phone' : ''}`;
    const testDir = scenariosFor(name, tagsOf(profile, cell));
    const setups = [`${profile}-build`, ...(profile === 'firebase' ? ['firebase-emulator'] : [])];
    // A handful of scenarios run sooner on one worker than a second worker would start (its browser, its server).
    const few = cell.device === 'phone' || (gate && profile === 'firebase' && cell.engine !== 'chromium');
    return {
      name,
      testDir,
      use: { ...cell, profile },
      ...(few ? { workers: 1 } : {}),
      dependencies: process.env.STOREFRONT_URL ? [] : setups,
    };
  });

/**
 * Given a WebDriver grid (WEBDRIVER_URL), the fake profile in Chromium and WebKit through it, over classic WebDriver:
 * `fake-chromium-grid` and `fake-webkit-grid` (Firefox has no driver for a grid here).
 */
function gridProjects() {
  const grid = process.env.WEBDRIVER_URL;
  if (!grid) return [];
  return (['chromium', 'webkit'] as const).map((engine) => {
    const name = `fake-${engine}-grid`;
    const testDir = scenariosFor(name, gate ? GATE.fake[engine] : undefined);
    return {
      name,
      testDir,
      use: { engine, device: 'desktop' as const, profile: 'fake' as const, grid },
      dependencies: ['fake-build'],
    };
  });
}

/**
 * What the scenarios' projects depend on: each profile's build, current for its sources, and the Firebase profile's
 * Auth emulator. They make one step of their own, which every scenario waits for (a project starts once every
 * project of the step before its own has ended): then every project of the scenarios is one step, with no second
 * step waiting for the last scenario of the first. The emulator's set-up starts it and goes, so no worker waits for
 * it while the fake profile's scenarios run.
 */
const SETUP = [
  { name: 'firebase-build', testDir: 'qa/runner', testMatch: 'build.setup.ts', metadata: { profile: 'firebase' } },
  {
    name: 'firebase-emulator',
    testDir: 'qa/runner',
    testMatch: 'emulator.setup.ts',
    teardown: 'firebase-emulator-stop',
  },
  { name: 'fake-build', testDir: 'qa/runner', testMatch: 'build.setup.ts', metadata: { profile: 'fake' } },
  { name: 'firebase-emulator-stop', testDir: 'qa/runner', testMatch: 'emulator.teardown.ts' },
];

/**
 * Every project of the scenarios, after the set-up they depend on; the proofs first, whose file of wrong texts is
 * the longest a worker runs at one go (each waits for its assertion's limit), so the last to start are short.
 */
const scenarioProjects = () => [
  ...SETUP,
  // The proofs that a step reading a text fails on a wrong one, and that a page React redrew fails its scenario:
  // every one meant to fail (@fail), where qa/runner/proofs-reporter.ts says.
  {
    name: 'proofs',
    testDir: defineBddConfig({
      outputDir: '.features-gen/proofs',
      ...SCENARIOS,
      features: 'tests/acceptance/*.feature',
      featuresRoot: 'tests/acceptance',
    }),
    use: { engine: 'chromium' as const, device: 'desktop' as const, profile: 'fake' as const },
    dependencies: ['fake-build'],
  },
  ...projectsOf('fake'),
  ...gridProjects(),
  ...projectsOf('firebase'),
];

/**
 * `npm run lint:steps` (SCENARIOS=steps): one project of every feature, the proofs' too, and no tags, so that bddgen's
 * list of unused steps is those no scenario uses (of several projects, it lists those some project leaves unused).
 */
const stepCheck = () => [
  {
    name: 'steps',
    testDir: defineBddConfig({
      ...SCENARIOS,
      features: ['features/*.feature', 'tests/acceptance/*.feature'],
      featuresRoot: '.',
      outputDir: '.features-gen/steps',
    }),
  },
];

export default defineConfig<ScenarioOptions>({
  workers: availableParallelism(),
  // A scenario is many steps, each many actions, and on a shared runner each may take ten times as long.
  timeout: 300_000,
  retries: 1,
  reporter: [
    ['list'],
    ['junit', { outputFile: `${REPORTS}/junit.xml`, includeRetries: true }],
    ['html', { outputFolder: `${REPORTS}/html`, open: 'never' }],
    // What `npm run merge-reports` makes one report of, a part of a split run (`--shard i/N`) from each CI machine.
    ['blob', { outputDir: `${REPORTS}/blob` }],
    ['./qa/runner/proofs-reporter.ts'],
  ],
  // Each failure's screenshot, trace and attachments, beside the reports.
  outputDir: `${REPORTS}/results`,
  use: {
    // A failure's retry is traced, with DOM snapshots only: a screencast doubled Firefox's run. Its screenshot is the
    // fixtures' (qa/runner/fixtures.ts): Playwright's own takes one of every context closed, in case the scenario
    // fails later (docs/decisions/0014-traces-without-screencast.md).
    trace: { mode: 'on-first-retry', snapshots: true, screenshots: false, sources: true },
    screenshot: 'off',
  },
  projects: process.env.SCENARIOS === 'steps' ? stepCheck() : scenarioProjects(),
});
