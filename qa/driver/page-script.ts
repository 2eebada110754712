/**
 * `entry` and what it imports as one classic script to run in a page of any engine the suite drives. esbuild is
 * loaded by the first scenario that needs one: every worker loads the steps, and most never do.
 */
export async function pageScript(entry: URL, options: { minify?: boolean; define?: Record<string, string> } = {}) {
  const { build } = await import('esbuild');
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
