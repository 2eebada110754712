/** `entry` and its imports as one classic script for any engine's page; esbuild is loaded only when first needed. */
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
