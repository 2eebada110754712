import type { Plugin, ResolvedConfig } from 'vite';

/** A plugin that runs `task` once the browser build is written; not after a server build, such as the prerender's. */
export function afterBrowserBuild(name: string, task: (config: ResolvedConfig) => Promise<void>): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config.build.ssr) await task(config);
    },
  };
}
