import { defineConfig } from 'vitest/config';

/**
 * The toolkit's runs of itself (*.run.test.ts), each running Playwright Test or a browser for real: a browser that
 * cannot start, a storefront of the other profile, WebKit's kept browser, a report that asks no other origin, a
 * split run merged. The whole matrix (`npm run test:all`) runs them, as it runs the grid; the work that changes
 * the toolkit runs it before it is done (docs/decisions/0027-a-gate-in-minutes.md).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'toolkit',
    environment: 'node',
    include: ['tests/**/*.run.test.ts'],
    // A guard against a hung run, not a timing: a run of the scenarios starts a server and a browser.
    testTimeout: 180_000,
    maxWorkers: '100%',
  },
});
