import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import hexagon from './eslint/hexagon.js';

/**
 * The hexagon, enforced: dependencies point inward only (see README, "Architecture"), checked by the
 * local rule in eslint/hexagon.js. A wrong import fails `npm test`, not a review.
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

export default tseslint.config(
  { ignores: ['dist', 'dist-emulator', 'coverage', 'reports', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**', '*.js'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { hexagon },
    rules: {
      'hexagon/layers': 'error',
      // Data (titles, e-mails, stored baskets) is only ever text: React escapes it, and nothing here
      // may turn a string into markup.
      'no-restricted-syntax': ['error', ...HTML_SINKS],
    },
  },
  {
    files: ['src/domain/**', 'src/application/**'],
    rules: { 'no-restricted-globals': ['error', ...OUTSIDE_WORLD] },
  },
);
