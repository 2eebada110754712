// cucumber-js loads the steps, their support code and the console's formatter as plain JavaScript, each compiled
// here from its TypeScript into one module by esbuild. Through tsx's loader every import, a dependency's too,
// crossed the loader's thread: each cucumber process (the coordinator and every worker) spent about 7 s loading
// them, against 3 s compiled (docs/decisions/0027-a-gate-in-minutes.md).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Where the compiled modules go, each named by its content, so runs side by side never overwrite each other's. */
const OUT = 'node_modules/.cache/storefront-scenarios';
/** Code that cucumber-js loads as support code: every step file and every file it needs to run one. */
const SUPPORT = ['features/support', 'features/steps'];
/** The console's formatter, loaded by cucumber-js by its path: support code defines no formatter. */
const FORMATTER = 'features/support/scenario-lines.ts';

/**
 * A module's own address, as it would have run uncompiled: the harness finds files next to its own code (the
 * scripts it builds into a page) by `import.meta.url`, which in one bundled module would be the bundle's.
 */
const ownAddresses = {
  name: 'own addresses',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|mjs)$/ }, ({ path }) => {
      const source = readFileSync(path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const contents = source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href));
      return { contents, loader: extname(path) === '.ts' ? 'ts' : 'js', resolveDir: dirname(path) };
    });
  },
};

/** `{ support, formatter }`: the paths of the compiled support code and formatter, for cucumber.js. */
export async function compiledSteps() {
  const files = SUPPORT.flatMap((folder) =>
    readdirSync(folder, { recursive: true })
      .filter((file) => file.endsWith('.ts') && join(folder, file) !== FORMATTER)
      .sort()
      .map((file) => join(folder, file)),
  );
  const support = await compile(files.map((file) => `import ${JSON.stringify(resolve(file))};`).join('\n'));
  const formatter = await compile(`export { default } from ${JSON.stringify(resolve(FORMATTER))};`);
  return { support, formatter };
}

/** `entry` (a module's text) and all it imports but packages, as one module; its absolute path. */
async function compile(entry) {
  const { outputFiles } = await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Stack traces and step definitions' places name the TypeScript file and line (NODE_OPTIONS in cucumber.js).
    sourcemap: 'inline',
    sourcesContent: false,
    outfile: join(OUT, 'module.mjs'),
    plugins: [ownAddresses],
    logLevel: 'error',
  });
  const text = outputFiles[0].text;
  const path = join(OUT, `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(path)) {
    mkdirSync(OUT, { recursive: true });
    const written = `${path}.${process.pid}`;
    writeFileSync(written, text);
    renameSync(written, path);
  }
  return resolve(path);
}
