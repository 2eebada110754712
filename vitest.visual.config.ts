import { defineConfig } from 'vitest/config';

/**
 * Screenshots of the production build in dist/ against the baselines in tests/visual/baselines:
 * run by `npm test` after the fake profile's build; `npm run screenshots` builds and refreshes them.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'visual',
    environment: 'node',
    include: ['tests/visual/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
