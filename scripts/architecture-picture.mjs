// Draws the picture in docs/architecture.md from the imports in src/, with dependency-cruiser's Mermaid reporter,
// so it cannot drift from the code: `npm run docs:architecture` rewrites the document's mermaid block, `--check`
// (run by `npm test`) fails when it is stale. The words around it are the document's own.
import { cruise } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { readFile, writeFile } from 'node:fs/promises';

const DOCUMENT = 'docs/architecture.md';
/** One box per layer, per adapter folder (each auth adapter apart) and per package. */
const BOXES = '^(src/adapters/auth/[^/]+|src/adapters/[^/]+|src/[^/]+|node_modules/@[^/]+/[^/]+|node_modules/[^/]+)';
const BLOCK = /```mermaid\n[\s\S]*?\n```/;

const ruleSet = await extractDepcruiseConfig('./.dependency-cruiser.mjs');
const { output } = await cruise(
  ['src'],
  // vite-env.d.ts only tells the compiler about the environment: it imports nothing at run time.
  { ruleSet, outputType: 'mermaid', collapse: BOXES, exclude: { path: '^src/vite-env\\.d\\.ts$' } },
  {},
  { tsConfig: extractTSConfig(ruleSet.options.tsConfig.fileName) },
);
const current = await readFile(DOCUMENT, 'utf8');
const expected = current.replace(BLOCK, () => `\`\`\`mermaid\n${String(output).trim()}\n\`\`\``);
if (!process.argv.includes('--check')) {
  await writeFile(DOCUMENT, expected);
  console.log(`Wrote the picture in ${DOCUMENT}.`);
} else if (current !== expected || !BLOCK.test(current)) {
  console.error(`${DOCUMENT}'s picture does not match the imports in src/: run \`npm run docs:architecture\`.`);
  process.exit(1);
} else {
  console.log(`${DOCUMENT}'s picture matches the imports in src/.`);
}
