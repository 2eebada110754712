import { defineConfig } from 'vitest/config';

// The tests that state the core's behaviour, for StrykerJS (stryker.config.mjs): the domain's and the use cases'.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    setupFiles: ['./tests/setup.ts'],
    environment: 'node',
    include: ['tests/domain/**/*.test.ts', 'tests/application/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
