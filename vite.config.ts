import react from '@vitejs/plugin-react';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defineConfig, loadEnv, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { scriptHash } from './scripts/initial-scripts.ts';
import type * as PrerenderModuleType from './src/composition/prerender';
import { basketStorageFromEnv, profileFromEnv } from './src/composition/settings.ts';

type PrerenderModule = typeof PrerenderModuleType;

const port = Number(process.env.PORT ?? 5173);

/**
 * After the browser build, renders each route's first view to HTML (src/composition/prerender.tsx),
 * so a page paints before its JavaScript runs; the browser then hydrates it. `/login` is written to
 * login.html, which static hosts (Firebase Hosting's cleanUrls, vite preview) serve for /login.
 * Each page's first script, inline at the start of <body>, holds the shopper's taps from before the first
 * paint until the app replays them (src/inline-capture.ts). The page's own policy, a <meta> written here from
 * the script's text, allows it by its hash; firebase.json's header leaves inline scripts to that policy.
 */
function prerenderRoutes(): Plugin {
  return afterBrowserBuild('storefront-prerender', async (config) => {
    const outDir = resolve(config.root, config.build.outDir);
    const serverDir = resolve(config.root, 'node_modules/.prerender', config.mode);
    await build({
      mode: config.mode,
      logLevel: 'warn',
      build: { ssr: 'src/composition/prerender.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false },
    });
    const module = pathToFileURL(join(serverDir, 'prerender.js')).href;
    const { prerender, PRERENDERED_ROUTES } = (await import(`${module}?build=${Date.now()}`)) as PrerenderModule;
    const capture = await inlineScript(config, 'src/inline-capture.ts');
    const template = withScriptPolicy(
      await inlineStylesheets(await readFile(join(outDir, 'index.html'), 'utf8'), outDir),
      [scriptHash(capture)],
    ).replace(/<body[^>]*>/, (body) => `${body}<script>${capture}</script>`);
    for (const route of PRERENDERED_ROUTES) {
      // React puts what belongs in the head (the page's <title>, image preloads) first: move it there.
      const [, hoisted = '', body = ''] =
        /^((?:<link[^>]*\/>|<meta[^>]*\/>|<title>.*?<\/title>)*)([\s\S]*)$/.exec(prerender(route)) ?? [];
      const title = /<title>.*?<\/title>/.exec(hoisted)?.[0];
      const page = template
        .replace(/<title>.*?<\/title>/, title ?? '$&')
        .replace('</head>', `${hoisted.replace(/<title>.*?<\/title>/, '')}</head>`)
        .replace('<div id="root"></div>', `<div id="root" data-prerendered="${route}">${body}</div>`);
      const file = join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, page);
    }
  });
}

/**
 * `html` with its own script policy first in <head>, after the charset: the site's files and the inline
 * scripts of `hashes`, nothing else. Browsers enforce it beside firebase.json's header, which leaves inline
 * scripts to the page.
 */
function withScriptPolicy(html: string, hashes: string[]): string {
  const charset = /<meta charset[^>]*>/.exec(html)?.[0];
  if (!charset) throw new Error('A page without <meta charset> has no place for its script policy.');
  const sources = ["'self'", ...hashes].join(' ');
  return html.replace(charset, `${charset}<meta http-equiv="Content-Security-Policy" content="script-src ${sources}">`);
}

/**
 * The stylesheet is small (about 2 KB gzip): inlined, it costs the first paint no extra round trip.
 */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  let inlined = html;
  for (const [link, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)) {
    const css = await readFile(join(outDir, href!), 'utf8');
    inlined = inlined.replace(link, () => `<style>${css}</style>`);
  }
  return inlined;
}

/**
 * `entry` as one minified classic script, to inline into a page: it runs where it stands, before the parser
 * goes on (a module script waits for the whole page to be parsed). Its text is what the policy's hash covers.
 */
async function inlineScript(config: ResolvedConfig, entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      copyPublicDir: false,
      sourcemap: false,
      minify: true,
      target: config.build.target,
      lib: { entry: resolve(config.root, entry), formats: ['iife'], name: 'inline' },
    },
  })) as Rolldown.RolldownOutput[];
  return output[0]!.output[0].code.trim();
}

/** A plugin that runs `task` once the browser build is written; not after a server build, such as the prerender's. */
function afterBrowserBuild(name: string, task: (config: ResolvedConfig) => Promise<void>): Plugin {
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

/**
 * In the offline profile only, writes the provider console (provider-console.html) beside the storefront's
 * pages. It is a build of its own, not a second input of the storefront's: two inputs share chunks (React,
 * Vite's preload polyfill), which added two requests and 1 KB gzip to every storefront page's initial
 * JavaScript. (`npm start` serves every page of the root, the console with it.)
 */
function providerConsolePage(): Plugin {
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

/**
 * Every page says which profile and version of the storefront it is, so a test run aimed at a running
 * storefront can check it has the one it means to test before it starts (scripts/storefront-check.mjs).
 */
function storefrontIdentity(profile: string): Plugin {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout?.trim();
  const served = commit ? `${version}+${commit}` : version;
  return {
    name: 'storefront-identity',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'storefront-profile', content: profile }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'storefront-version', content: served }, injectTo: 'head' },
    ],
  };
}

/** Folders that test runs, builds and the bench write inside the project (all in .gitignore). */
const GENERATED = [
  '**/reports/**',
  '**/dist-*/**',
  '**/coverage/**',
  '**/test-results/**',
  '**/bench/results/**',
  '**/.stryker-tmp/**',
];

export default defineConfig(({ mode }) => {
  // The variables of the mode's .env files, the process environment winning, as the storefront reads them.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const profile = profileFromEnv(env);
  return {
    plugins: [react(), storefrontIdentity(profile), prerenderRoutes(), providerConsolePage()],
    // The profile and the basket's storage as constants (src/start.tsx): the bundle then holds only the
    // adapters they name.
    define: {
      __AUTH_PROFILE__: JSON.stringify(profile),
      __BASKET_STORAGE__: JSON.stringify(basketStorageFromEnv(env)),
    },
    // `@/…` imports resolve through tsconfig.json's paths, the one place the alias is declared.
    resolve: { tsconfigPaths: true },
    // What test runs and builds write is no edit: watched, a scenario run reloaded an open page once per report.
    server: { host: '127.0.0.1', port, strictPort: true, watch: { ignored: GENERATED } },
    preview: { host: '127.0.0.1', port, strictPort: true },
    // Every image stays a file of its own: inlined into the script, the hero could not load before it.
    // No modulepreload polyfill in the entry: the pages have no modulepreload links (tests/build checks), and
    // Vite's preloads of lazy chunks fall back to rel=preload where modulepreload is missing (Safari < 17).
    build: { target: 'es2022', sourcemap: true, assetsInlineLimit: 0, modulePreload: { polyfill: false } },
  };
});
