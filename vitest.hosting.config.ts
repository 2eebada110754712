import { defineConfig } from 'vitest/config';

/** firebase.json's hosting rules on the Hosting emulator, serving dist/; run by `npm run test:hosting`. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'hosting',
    environment: 'node',
    include: ['tests/hosting/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
