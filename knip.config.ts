// What knip (`npm run lint:dead`, a step of `npm test`) must know to find every unused file, export and
// dependency: the entry points that no import reaches. Its plugins read the rest from the tools' own configs
// (Vite and index.html, Vitest, ESLint, dependency-cruiser, simple-git-hooks, package.json scripts).
import type { KnipConfig } from 'knip';

export default {
  workspaces: {
    '.': {
      entry: [
        // Type-level tests: tsc compiles them (`npm run typecheck`), nothing imports them.
        'tests/**/*.types.ts',
        // playwright-bdd loads the steps by the globs of playwright.config.ts.
        'features/{support,steps}/**/*.ts',
        // provider-console.html loads it; vite.config.ts builds that page for the fake profile only.
        'src/provider-console/main.tsx',
        // The bench's floor app: bench/floor.ts builds bench/floor/index.html and prerenders with this.
        'bench/floor/main.tsx',
        'bench/floor/prerender.tsx',
        // Lighthouse CI loads it by the path bench/lighthouse.ts gives (its puppeteerScript).
        'bench/lighthouse-visit.cjs',
        // vite.config.ts builds them into the prerendered pages as inline scripts: the first into each, the second
        // into the basket page.
        'src/startup/inline-capture.ts',
        'src/startup/inline-saved-rows.ts',
      ],
      // Each Vitest run has its config: unit (the default), the emulator, hosting, browser and screenshot runs.
      vitest: { config: ['vitest.config.ts', 'vitest.*.config.ts'] },
      ignoreDependencies: [
        // The rule preset `secretlint` (`npm run lint:secrets`) loads by the name .secretlintrc.json gives it.
        '@secretlint/secretlint-rule-preset-recommend',
      ],
    },
    qa: {
      // playwright.config.ts (the repository's) runs them by path as set-up projects; npm scripts run the tools.
      entry: ['runner/*.setup.ts', 'runner/*.teardown.ts', '*.mjs'],
      ignoreDependencies: [
        // Their browser builds are put into the page by path (qa/driver/driver.ts), not imported.
        'axe-core',
        '@pa11y/html_codesniffer',
      ],
    },
  },
  // scripts/ensure-browsers.mjs installs the browsers with the system's package manager.
  // The WebKit driver starts Debian's WebKitWebDriver (qa/driver), installed the same way; the grid's hosts
  // are made with `ip`.
  ignoreBinaries: ['apt-get', 'WebKitWebDriver', 'ip'],
  // A stale entry above (a dependency gone, a pattern that matches nothing) fails the run too.
  treatConfigHintsAsErrors: true,
} satisfies KnipConfig;
