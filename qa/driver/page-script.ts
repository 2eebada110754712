const AS_PAGE_SCRIPT = { bundle: true, write: false, format: 'iife', target: 'safari16' } as const;
/** `entry` and its imports as one classic script for any engine's page; loads esbuild only when a worker needs it. */
export async function pageScript(entry: URL, options: { minify?: boolean; define?: Record<string, string> } = {}) {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({ entryPoints: [entry.pathname], ...AS_PAGE_SCRIPT, ...options });
  return outputFiles[0]!.text;
}
