import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Pure code runs in Node; only tests that need a DOM pay for jsdom's start-up.
const PURE = [
  'tests/domain/**/*.test.ts',
  'tests/application/**/*.test.ts',
  'tests/build/**/*.test.ts',
  'tests/composition/**/*.test.ts',
  'tests/architecture.test.ts',
  'tests/security/**/*.test.ts',
  'tests/bench/**/*.test.ts',
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [react()],
  test: {
    setupFiles: ['./tests/setup.ts'],
    // A guard against a hung test, not a timing: the 3,000-case properties and the lint-rule cases took over
    // Vitest's default 5 s on a 2-core machine busy with a build. How fast things are is `npm run bench`'s job.
    testTimeout: 30_000,
    // One environment per worker rather than per file: each file's own jsdom, set-up and imports made up 60 of the
    // suite's 110 s on a 2-core machine (decision 0027). Files leave nothing behind: tests/setup.ts empties the DOM
    // and storage after each test, and the suite passes in any file order (--sequence.shuffle.files).
    isolate: false,
    // A worker per core, where Vitest's default leaves one core to itself: on 2 cores its one worker left the
    // processor idle 69 of the suite's 163 processor-seconds; two set up one more environment and run in 59 s, not 82.
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'pure', environment: 'node', include: PURE } },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [
            ...PURE,
            'tests/**/*.emulator.test.ts',
            'tests/**/*.browser.test.ts',
            'tests/**/*.run.test.ts',
            'tests/hosting/**',
            'tests/visual/**',
          ],
        },
      },
    ],
  },
});
