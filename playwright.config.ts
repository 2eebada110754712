// The Gherkin scenarios on Playwright Test, through playwright-bdd: each project one profile, engine and device
// (features/README.md says how to run them). `npm test` runs the gate's selection (SCENARIOS=gate): every scenario
// in Chromium, and in the other engines those whose outcome can differ there (qa/matrix.mjs).
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { defineBddConfig } from 'playwright-bdd';
import type { ScenarioOptions } from './qa/fixtures';
import { GATE } from './scripts/matrix.mjs';

process.env.PLAYWRIGHT_BDD = '1';
const gate = process.env.SCENARIOS === 'gate';

/** The engines and devices a profile runs in: Chromium, Firefox and WebKit on a desktop, and on a phone. */
const CELLS = (['chromium', 'firefox', 'webkit'] as const).flatMap((engine) =>
  (['desktop', 'phone'] as const).map((device) => ({ engine, device })),
);

/** The scenarios a project runs: on a phone the screens that matter there (@phone); in the gate, its choice. */
function tagsOf({ engine, device }: (typeof CELLS)[number]): string | undefined {
  if (device === 'phone') return '@phone';
  return gate ? GATE.fake[engine] : undefined;
}

const profile = 'fake' as const;
export default defineConfig<ScenarioOptions>({
  workers: availableParallelism(),
  // A scenario is many steps, each many actions, and on a shared runner each may take ten times as long.
  timeout: 300_000,
  retries: 1,
  reporter: [
    ['list'],
    ['junit', { outputFile: 'reports/scenarios/junit.xml', includeRetries: true }],
    ['html', { outputFolder: 'reports/scenarios/html', open: 'never' }],
  ],
  use: {
    // A failure's retry is traced, with DOM snapshots only: a screencast doubled Firefox's run
    // (docs/decisions/0014-traces-without-screencast.md).
    trace: { mode: 'on-first-retry', snapshots: true, screenshots: false, sources: true },
    screenshot: { mode: 'only-on-failure', fullPage: true },
  },
  projects: [
    { name: `${profile}-build`, testDir: 'qa', testMatch: 'build.setup.ts', metadata: { profile } },
    ...CELLS.map((cell) => {
      const name = `${profile}-${cell.engine}${cell.device === 'phone' ? '-phone' : ''}`;
      const testDir = defineBddConfig({
        outputDir: `.features-gen/${name}`,
        features: 'features/*.feature',
        steps: ['features/steps/*.ts', 'features/support/parameters.ts', 'qa/fixtures.ts'],
        featuresRoot: 'features',
        tags: tagsOf(cell),
      });
      return {
        name,
        testDir,
        use: { ...cell, profile },
        dependencies: process.env.STOREFRONT_URL ? [] : [`${profile}-build`],
      };
    }),
  ],
});
