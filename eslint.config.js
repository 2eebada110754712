// Lint for every file: TypeScript, hooks, accessible markup, tests that read as a user's actions, no HTML
// sinks, and a core that touches no browser global. Imports between layers are dependency-cruiser's job.
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';

/**
 * The core is pure (docs/architecture.md): which modules it imports is checked by .dependency-cruiser.mjs,
 * which cannot see globals, so the browser's and Node's globals are forbidden here.
 */
const OUTSIDE_WORLD = [
  'window',
  'document',
  'globalThis',
  'self',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'navigator',
  'location',
  'fetch',
  'crypto',
  'alert',
  'console',
  'setTimeout',
  'setInterval',
  'queueMicrotask',
].map((name) => ({ name, message: 'The core is pure: reach the outside world through a port.' }));

const HTML_SINKS = [
  ["JSXAttribute[name.name='dangerouslySetInnerHTML']", 'dangerouslySetInnerHTML'],
  ['AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]', 'innerHTML'],
  ['CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]', 'HTML strings'],
  ["CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", 'document.write'],
].map(([selector, what]) => ({ selector, message: `No ${what}: data is rendered as text, never as HTML.` }));

/** A computed `import(…)` escapes dependency-cruiser, which sees only literal module names. */
const CORE_LOADS_NOTHING = {
  selector: 'ImportExpression',
  message: 'The core loads nothing: reach it through a port.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'reports',
      'node_modules',
      'test-results',
      'playwright-report',
      '.features-gen',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**', 'qa/**/*.mjs', '*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
  {
    // Lighthouse CI's puppeteerScript: CommonJS, and its page function runs in the browser.
    files: ['bench/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        module: 'writable',
        process: 'readonly',
        URL: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
      },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.tsx', 'tests/ui/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // A module that exports only components is refreshed in place under `npm start`, keeping the page's state;
    // one that exports anything else too is re-run whole, and the page reloads once it has (half) started again.
    files: ['src/**/*.tsx'],
    ...reactRefresh.configs.vite(),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // Data (titles, e-mails, stored baskets) is only ever text: React escapes it, and nothing here
      // may turn a string into markup.
      'no-restricted-syntax': ['error', ...HTML_SINKS],
    },
  },
  {
    files: ['src/domain/**', 'src/application/**'],
    rules: {
      'no-restricted-globals': ['error', ...OUTSIDE_WORLD],
      'no-restricted-syntax': ['error', ...HTML_SINKS, CORE_LOADS_NOTHING],
    },
  },
  {
    files: ['tests/**'],
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // A skipped test proves nothing and is forgotten: fix it or delete it.
      'vitest/no-disabled-tests': 'error',
      // Vitest's expect(value, message) names what failed, e.g. which page or screenshot.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
    },
  },
  { files: ['tests/ui/**'], ...testingLibrary.configs['flat/react'] },
);
