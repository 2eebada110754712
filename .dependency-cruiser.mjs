// The hexagon's layer rule, checked by dependency-cruiser (`npm run lint:layers`): dependencies point inward,
// adapters reach each other only through ports, each layer uses only the packages its job needs.
// Browser globals in the core are ESLint's part (no-restricted-globals in eslint.config.js): imports are ours.

/** The packages that render: only the UI (and the composition root that starts it) may use them. */
const REACT = '(@types/)?(react|react-dom|react-router|react-router-dom)';
/** An adapter's own folder: auth/fake and auth/firebase are two adapters of one port, each a folder of its own. */
const ADAPTER = '^src/adapters/(auth/[^/]+|[^/]+)/';
/** The fake auth provider's console, an entry point of its own (provider-console.html). */
const CONSOLE = 'src/provider-console/';
/** The Web Storage building block the adapters share (localStorage or memory): neither an adapter nor a port. */
const KEY_VALUE_STORAGE = '^src/key-value-storage/';
/** The page's start-up (src/startup/README.md): the inline capture, the entry, and the app it starts. */
const ENTRY = '^src/startup/';
/** The inline script and what it imports: inlined into every page before the first paint, so it stands alone. */
const INLINE = '^src/startup/(inline-capture|early-input|startup-failure|app-signals)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'The domain is plain data and pure functions: no other layer, no package, no platform module.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'application-uses-only-domain',
      comment: 'Ports and use cases know the domain only: no adapter, UI, framework, SDK or platform module.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: '^src/(application|domain)/' },
    },
    {
      name: 'ui-reaches-adapters-through-the-container',
      comment: 'The UI uses the application and domain, and React; adapters and SDKs come from the container.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { pathNot: `^(src/(ui|application|domain)/|node_modules/${REACT}/)` },
    },
    {
      name: 'adapters-point-inward',
      comment: 'An adapter implements a port: it never imports the UI, the composition root or an entry point.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: `^src/(ui|composition)/|${ENTRY}` },
    },
    {
      name: 'adapters-meet-only-through-ports',
      comment: 'An adapter never imports another adapter: the building block they share is key-value-storage.',
      severity: 'error',
      from: { path: ADAPTER },
      to: { path: '^src/adapters/', pathNot: '^src/adapters/$1/' },
    },
    {
      name: 'adapters-neither-render-nor-wire',
      comment: 'An adapter never renders or wires itself: no React, no container library.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: `^node_modules/(${REACT}|inversify|reflect-metadata)/` },
    },
    {
      name: 'key-value-storage-stands-alone',
      comment: 'The key-value storage is a building block on Web Storage: it imports nothing of the other layers.',
      severity: 'error',
      from: { path: KEY_VALUE_STORAGE },
      to: { path: '^src/', pathNot: KEY_VALUE_STORAGE },
    },
    {
      name: 'only-adapters-and-composition-use-key-value-storage',
      comment: 'Adapters keep their data in the key-value storage and the composition root picks it: no other layer.',
      severity: 'error',
      from: { path: '^src/', pathNot: `^src/(adapters|composition)/|${KEY_VALUE_STORAGE}` },
      to: { path: KEY_VALUE_STORAGE },
    },
    {
      name: 'provider-console-stands-apart',
      comment:
        "The fake auth provider's console is a page of its own: React, and the provider from the composition root.",
      severity: 'error',
      from: { path: `^${CONSOLE}` },
      to: { pathNot: `^(${CONSOLE}|src/composition/|node_modules/${REACT}/)` },
    },
    {
      name: 'nothing-imports-the-provider-console',
      comment: "No storefront page may carry the console's code: only its own page (provider-console.html) loads it.",
      severity: 'error',
      from: { pathNot: `^${CONSOLE}` },
      to: { path: `^${CONSOLE}` },
    },
    {
      name: 'inline-capture-stands-alone',
      comment: 'The inline script runs before the first paint, in every page: it imports nothing of the app.',
      severity: 'error',
      from: { path: INLINE },
      to: { pathNot: INLINE },
    },
    {
      name: 'the-storefront-never-imports-its-toolkit',
      comment: 'qa/ tests the storefront from outside; the product builds and runs without it.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^qa/' },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other cannot be understood, tested or split one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'A module that imports nothing and that nothing imports is dead, or wired by magic.',
      severity: 'error',
      from: {
        orphan: true,
        // Type declarations are read by the compiler, not imported.
        pathNot: ['\\.d\\.ts$'],
      },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve to a file is a typo or an undeclared package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    // Type-only imports count too: a port may not even name an adapter's type.
    tsPreCompilationDeps: true,
    // `@/…` resolves through tsconfig.json's paths, as in Vite, Vitest and tsc.
    tsConfig: { fileName: 'tsconfig.json' },
    // Packages resolve as the bundler resolves them (inversify, for one, exports ES modules only).
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'browser', 'default', 'types'] },
    // Readable diffs of docs/architecture.md: one node or edge per line.
    reporterOptions: { mermaid: { minify: false } },
  },
};
