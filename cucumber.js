// cucumber-js's configuration: `npx cucumber-js` works on its own (see features/README.md), and
// `npm run test:acceptance` wraps it with a build, the emulator, junit.xml and a closing line of scenario counts.
import { compiledSteps } from './harness/compile-steps.mjs';
import { resultsListener } from './features/support/allure-results.mjs';
import { runOf } from './features/support/run-settings.mjs';

// Steps are TypeScript, compiled once here into plain modules that this process and the parallel workers it forks
// load (harness/compile-steps.mjs). Their source maps give stack traces, and the places of step definitions and
// hooks in the reports, in the TypeScript.
const { support, formatter } = await compiledSteps();
process.setSourceMapsEnabled(true);
if (!process.env.NODE_OPTIONS?.includes('--enable-source-maps')) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --enable-source-maps`.trim();
}

const { profile, reports } = runOf();
// Playwright colours its messages for a terminal, and the codes would land in the reports as they are; the
// parallel workers take this process's environment.
process.env.FORCE_COLOR = '0';
/** A dry run (`--dry-run`, `npm run scenarios`) reports to the terminal only: the last run's reports stay. */
const dryRun = process.argv.includes('--dry-run') || process.argv.includes('-d');

// The console names each scenario as it ends (features/support/scenario-lines.ts); Allure's formatter writes
// what the run's one report is made of (scripts/run-reports.mjs); junit.xml is written by scripts/scenarios.mjs
// from the messages: cucumber's junit formatter gives no file or line and shows a scenario that passed only on a
// retry as a plain pass.
// No `paths`: with none, cucumber runs features/, and `file:line` on the command line runs exactly that.
export default {
  import: [support],
  format: dryRun
    ? ['progress']
    : [
        formatter,
        ['message', `${reports}/messages.ndjson`],
        ['allure-cucumberjs/reporter', `${reports}/allure-results/formatter.log`],
      ],
  formatOptions: {
    resultsDir: `${reports}/allure-results`,
    listeners: [resultsListener()],
    snippetInterface: 'async-await',
    snippetSyntax: './features/support/snippet-syntax.mjs',
  },
  // The fake auth provider's own tools (its console, the demo account) have no Firebase counterpart; any
  // --tags given on the command line is added to this with `and`.
  ...(profile === 'firebase' ? { tags: 'not @fake-auth-only' } : {}),
  // Two workers, each with its own server on a free port and its own browser (features/support/cucumber-worker.ts).
  parallel: 2,
  strict: true,
};
