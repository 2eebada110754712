// Mutation testing of the core (`npm run test:mutation`; not part of `npm test`, it takes minutes): StrykerJS
// changes one thing at a time in src/domain and src/application (a condition, an operator, a value) and runs
// the tests that cover it; a change no test notices is a survivor, shown with its line in the report.
export default {
  testRunner: 'vitest',
  // Every test of the config runs in the first pass: Vitest cannot trace the '@/' imports back to the sources.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: ['src/domain/**/*.ts', 'src/application/**/*.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 95, low: 90, break: 90 },
  cleanTempDir: 'always',
};
