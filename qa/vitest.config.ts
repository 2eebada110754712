import { defineConfig } from 'vitest/config';

// The toolkit's tests, from the repository's root: `unit`, what its modules decide (every `npm test`), and `runs`,
// its runs of itself in Playwright Test or a real browser (`npm run test:toolkit` and the whole matrix).
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // A guard against a hung run, not a timing: a run of the scenarios starts a server and a browser.
    testTimeout: 180_000,
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'unit', include: ['qa/tests/**/*.test.ts'], exclude: ['**/*.run.test.ts'] } },
      // One file at a time: a run through qa/scenarios.mjs deletes and regenerates .features-gen/, which another
      // file's run would be reading.
      { extends: true, test: { name: 'runs', include: ['qa/tests/**/*.run.test.ts'], fileParallelism: false } },
    ],
  },
});
