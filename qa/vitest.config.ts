import { defineConfig } from 'vitest/config';

/**
 * The toolkit's tests, from the repository's root, where the features, the builds and the tools are: `unit`, what
 * its modules decide (the gate's choice of scenarios, a split's parts, an address, a storefront's profile), in
 * every `npm test`; and `runs`, its runs of itself, each running Playwright Test or a browser for real (a browser
 * that cannot start, a storefront of the other profile, WebKit's kept browser, a report that asks no other origin,
 * a split run merged), which a change to the toolkit runs (`npm run test:toolkit`), as the whole matrix does.
 */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // A guard against a hung run, not a timing: a run of the scenarios starts a server and a browser.
    testTimeout: 180_000,
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['qa/tests/**/*.test.ts'], exclude: ['qa/tests/**/*.run.test.ts'] },
      },
      { extends: true, test: { name: 'runs', include: ['qa/tests/**/*.run.test.ts'] } },
    ],
  },
});
