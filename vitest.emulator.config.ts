import { defineConfig } from 'vitest/config';

/** The Firebase adapter against the Auth emulator; run by `npm run test:firebase` inside emulators:exec. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'firebase',
    environment: 'node',
    include: ['tests/**/*.emulator.test.ts'],
    // One emulator serves every test: run the files one after another.
    fileParallelism: false,
    testTimeout: 20_000,
  },
});
