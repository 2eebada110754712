import { defineConfig } from 'vitest/config';

/**
 * The toolkit's runs of itself (*.run.test.ts), each running cucumber-js, a browser or Allure for real: a scenario
 * that fails on every attempt, a browser that cannot start, WebKit's kept browser, Allure's report of written
 * results, a split run merged. The whole matrix (`npm run test:all`) runs them, as it runs the split and the grid; the work that
 * changes the toolkit runs it before it is done (docs/decisions/0027-a-gate-in-minutes.md).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'toolkit',
    environment: 'node',
    include: ['tests/**/*.run.test.ts'],
    // A guard against a hung run, not a timing: a run of cucumber-js starts a server and a browser.
    testTimeout: 180_000,
    maxWorkers: '100%',
  },
});
