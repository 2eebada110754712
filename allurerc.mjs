// Allure 3's configuration for the one report of a run of the scenarios (scripts/run-reports.mjs makes it).
// Each engine's run is an environment of the report, named as features/support/run-settings.mjs names it, with what the
// run's browser really was: its version, the screen the page had and whether it took touch.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from 'allure';
import { SCENARIO_REPORTS } from './features/support/run-settings.mjs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** Each engine's run folder: reports/scenarios/<profile>/<run>/. */
const runFolders = ['fake', 'firebase']
  .map((profile) => join(SCENARIO_REPORTS, profile))
  .filter(existsSync)
  .flatMap((folder) => readdirSync(folder).map((run) => join(folder, run)));
/** What each engine's run wrote of itself (features/support/cucumber-worker.ts, scenario-browser.ts). */
const runs = runFolders.map((folder) => read(join(folder, 'browser.json'))).filter(Boolean);
/**
 * A part of a run split across machines (`--shard`, scripts/scenarios.mjs) is no run of its own: the run goes into
 * the history once, when `npm run merge-reports` makes the parts one.
 */
const aPart = runFolders.some((folder) => read(join(folder, 'run.json'))?.part);

export default defineConfig({
  name: 'Storefront scenarios',
  // Beside the folder a run empties, so every run adds to it: reports/scenarios-history.jsonl.
  ...(!aPart && { historyPath: `${SCENARIO_REPORTS}-history.jsonl`, historyLimit: 30 }),
  environments: Object.fromEntries(
    runs.map(({ id, name, version, screen, storefront }) => [
      id,
      {
        name,
        matcher: ({ labels }) => labels.some((label) => label.name === 'run' && label.value === id),
        variables: {
          browser: version,
          ...(screen && { screen: `${screen.width}×${screen.height}`, touch: screen.touch ? 'yes' : 'no' }),
          ...(storefront && { storefront }),
        },
      },
    ]),
  ),
  plugins: {
    // Runs before the report is written, so it counts flaky as the console does; Allure takes a plugin by its path.
    flaky: { import: resolve('features/support/allure-flaky.mjs') },
    // One file, which opens from the disk in any browser; its charts show the totals of each run over the last 30.
    awesome: {
      options: {
        singleFile: true,
        reportLanguage: 'en',
        groupBy: ['feature'],
        charts: [
          { type: 'currentStatus', title: 'This run' },
          { type: 'statusDynamics', title: 'Totals over the last runs', limit: 30 },
        ],
      },
    },
  },
});
