import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { profileFromEnv } from '../src/composition/settings.ts';
import { afterBrowserBuild } from './after-browser-build.ts';
import { withScriptPolicy } from './script-policy.ts';

/**
 * In the fake profile only, writes the provider console (provider-console.html) beside the storefront's
 * pages. It is a build of its own, not a second input of the storefront's: two inputs share chunks (React,
 * Vite's preload polyfill), which added two requests and 1 KB gzip to every storefront page's initial
 * JavaScript. (`npm start` serves every page of the root, the console with it.)
 */
export function providerConsolePage(): Plugin {
  return afterBrowserBuild('storefront-provider-console', async (config) => {
    // The variables the storefront was just built with: its .env files', the process environment winning.
    if (profileFromEnv(config.env) !== 'fake') return;
    await build({
      // Its own configuration: the storefront's plugins (the prerender) have nothing to do here.
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      // Its page has no inline script: its policy allows the site's files alone.
      plugins: [react(), { name: 'script-policy', transformIndexHtml: (html) => withScriptPolicy(html, []) }],
      resolve: { tsconfigPaths: true },
      build: {
        outDir: config.build.outDir,
        emptyOutDir: false,
        target: config.build.target,
        sourcemap: config.build.sourcemap,
        assetsInlineLimit: config.build.assetsInlineLimit,
        rolldownOptions: { input: resolve(config.root, 'provider-console.html') },
      },
    });
  });
}
