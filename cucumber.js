// Run through `npm run test:acceptance`, which builds the app and loads TypeScript with tsx.
export default {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['progress', 'html:reports/acceptance.html'],
  formatOptions: { snippetInterface: 'async-await' },
  strict: true,
};
