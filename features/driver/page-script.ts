import { build } from 'esbuild';

/** `entry` and what it imports as one classic script to run in a page of any engine the suite drives. */
export async function pageScript(entry: URL, options: { minify?: boolean; define?: Record<string, string> } = {}) {
  const { outputFiles } = await build({
    entryPoints: [entry.pathname],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'safari16',
    ...options,
  });
  return outputFiles[0]!.text;
}
