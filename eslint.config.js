import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The hexagon, enforced: dependencies point inward only (see README, "Architecture").
 * A wrong import fails `npm test`, not a review.
 */
const FRAMEWORKS = [
  'react',
  'react-*',
  'react/*',
  'react-dom/*',
  'firebase',
  'firebase/*',
  '@firebase/*',
  'inversify',
  'reflect-metadata',
];
const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'navigator',
  'fetch',
  'location',
  'alert',
  'console',
].map((name) => ({ name, message: 'The core is pure: reach the outside world through a port.' }));
const ADAPTER_FOLDERS = ['auth', 'basket-storage', 'catalog', 'logger', 'notifier'];

const layer = (files, forbidden, message, extra = {}) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
    ...extra,
  },
});

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
  layer(
    ['src/domain/**'],
    ['**/application/**', '**/adapters/**', '**/ui/**', '**/composition/**', ...FRAMEWORKS],
    'src/domain is pure TypeScript: it imports nothing from other layers, frameworks or SDKs.',
    { 'no-restricted-globals': ['error', ...BROWSER_GLOBALS] },
  ),
  layer(
    ['src/application/**'],
    ['**/adapters/**', '**/ui/**', '**/composition/**', ...FRAMEWORKS],
    'src/application depends on the domain only; adapters are bound by the composition root.',
    { 'no-restricted-globals': ['error', ...BROWSER_GLOBALS] },
  ),
  ...ADAPTER_FOLDERS.map((folder) =>
    layer(
      [`src/adapters/${folder}/**`],
      [
        '**/ui/**',
        '**/composition/**',
        'react',
        'react-*',
        ...ADAPTER_FOLDERS.filter((other) => other !== folder).flatMap((other) => [
          `**/adapters/${other}/**`,
          `../${other}/**`,
          `../../${other}/**`,
        ]),
      ],
      'An adapter implements its port with its own SDK: it never imports the UI or another adapter.',
    ),
  ),
  layer(
    ['src/ui/**'],
    ['**/adapters/**', '**/composition/**', 'firebase', 'firebase/*', 'inversify'],
    'The UI reaches use cases through the container (useService), never an adapter directly.',
  ),
);
