// What knip (`npm run lint:dead`, a step of `npm test`) must know to find every unused file, export and
// dependency: the entry points that no import reaches. Its plugins read the rest from the tools' own configs
// (Vite and index.html, Vitest, ESLint, dependency-cruiser, simple-git-hooks, package.json scripts).
import type { KnipConfig } from 'knip';

export default {
  entry: [
    // Type-level tests: tsc compiles them (`npm run typecheck`), nothing imports them.
    'tests/**/*.types.ts',
    // cucumber-js reads cucumber.js, and loads its support code and steps by the globs there.
    'cucumber.js',
    // Allure's command (scripts/run-reports.mjs) reads its configuration from this file by its name, and the
    // plugin it names by its path.
    'allurerc.mjs',
    'features/support/allure-flaky.mjs',
    'features/{support,steps}/**/*.ts',
    // Named by a string: scripts/task-runner.mjs runs the first, cucumber.js loads the second for step snippets.
    'scripts/scenarios.mjs',
    'features/support/snippet-syntax.mjs',
    // provider-console.html loads it; vite.config.ts builds that page for the fake profile only.
    'src/provider-console/main.tsx',
    // The bench's floor app: bench/floor.ts builds bench/floor/index.html and prerenders with this.
    'bench/floor/main.tsx',
    'bench/floor/prerender.tsx',
    // Lighthouse CI loads it by the path bench/lighthouse.ts gives (its puppeteerScript).
    'bench/lighthouse-visit.cjs',
    // vite.config.ts builds them into the prerendered pages as inline scripts: the first into each, the second into
    // the basket page.
    'src/startup/inline-capture.ts',
    'src/startup/inline-saved-rows.ts',
  ],
  // Its cucumber plugin reads built-in formatter names ('progress', 'html:…') as modules to import.
  cucumber: false,
  // Each Vitest run has its config: unit (the default), the emulator, hosting, browser and screenshot runs.
  vitest: { config: ['vitest.config.ts', 'vitest.*.config.ts'] },
  // scripts/ensure-browsers.mjs installs the browsers with the system's package manager.
  // The WebKit driver starts Debian's WebKitWebDriver (features/driver), installed the same way, and the
  // reports give WebKit's version from its Debian package (dpkg-query); the grid's hosts are made with `ip`.
  ignoreBinaries: ['apt-get', 'dpkg-query', 'WebKitWebDriver', 'ip'],
  ignoreDependencies: [
    // Run from a command string that knip cannot read: `secretlint` (a step of scripts/test.mjs, with the rule
    // preset named in .secretlintrc.json).
    // Their browser builds are put into the page by path (features/driver/driver.ts), not imported.
    'axe-core',
    '@pa11y/html_codesniffer',
    'secretlint',
    '@secretlint/secretlint-rule-preset-recommend',
  ],
  // A stale entry above (a dependency gone, a pattern that matches nothing) fails the run too.
  treatConfigHintsAsErrors: true,
} satisfies KnipConfig;
