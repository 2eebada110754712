import type { Plugin, ResolvedConfig, Rollup } from 'vite';

/**
 * A plugin that runs `task` once the browser build is written, with the files it wrote; not after a server build,
 * such as the prerender's.
 */
export function afterBrowserBuild(
  name: string,
  task: (config: ResolvedConfig, bundle: Rollup.OutputBundle) => Promise<void>,
): Plugin {
  let config: ResolvedConfig;
  let written: Rollup.OutputBundle = {};
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      written = bundle;
    },
    async closeBundle() {
      if (!config.build.ssr) await task(config, written);
    },
  };
}
