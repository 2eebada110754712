import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type * as PrerenderModuleType from '../src/composition/prerender';
import { afterBrowserBuild } from './after-browser-build.ts';
import { scriptHash } from './initial-scripts.ts';
import { inlineScript, withScriptPolicy, writeHostingScriptPolicy } from './script-policy.ts';

type PrerenderModule = typeof PrerenderModuleType;

/**
 * The basket page draws a returning guest's saved rows before its first paint, from templates of the rows and an
 * inline script after them (src/startup/saved-rows.ts), where the basket is kept in Web Storage: IndexedDB cannot be
 * read before the first paint. Every page then paints its largest content from HTML and fetches the app after its
 * first paint: fetched beside the entry, the app's download weighed on the basket page's first paint (decision 0029).
 */
const DRAWS_SAVED_ROWS = '/checkout';

/**
 * The id of an empty element that closes each page's body. Rendering waits until the parser reaches it (the
 * `rel="expect"` link, a Chromium feature the other engines ignore), so the first paint is the whole page: a
 * first paint of its top alone was laid out without the rest, which then moved what was shown (a layout shift on
 * the desktop home page; docs/decisions/0011 and 0017 have the figures). An element inside the app's root would not
 * do: the wait ends when the element opens, not when it closes.
 */
const PAGE_END = 'page-end';

/**
 * After the browser build, renders each route's first view to HTML (src/composition/prerender.tsx),
 * so a page paints before its JavaScript runs; the browser then hydrates it. `/login` is written to
 * login.html, which static hosts (Firebase Hosting's cleanUrls, vite preview) serve for /login.
 * Each page's first script, inline at the start of <body>, holds the shopper's taps from before the first
 * paint until the app replays them (src/startup/inline-capture.ts). The page's own policy, a <meta> written here from
 * the script's text, allows it by its hash, and so does firebase.json's header, which the build writes too.
 */
export function prerenderRoutes(): Plugin {
  return afterBrowserBuild('storefront-prerender', async (config) => {
    const outDir = resolve(config.root, config.build.outDir);
    const serverDir = resolve(config.root, 'node_modules/.prerender', config.mode);
    await build({
      mode: config.mode,
      logLevel: 'warn',
      build: { ssr: 'src/composition/prerender.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false },
    });
    const module = pathToFileURL(join(serverDir, 'prerender.js')).href;
    const { prerender, rowTemplates, PRERENDERED_ROUTES } = (await import(
      `${module}?build=${Date.now()}`
    )) as PrerenderModule;
    const capture = await inlineScript(config, 'src/startup/inline-capture.ts');
    const drawSavedRows =
      config.define?.__BASKET_STORAGE__ === JSON.stringify('localstorage')
        ? await inlineScript(config, 'src/startup/inline-saved-rows.ts')
        : undefined;
    const html = await inlineStylesheets(await readFile(join(outDir, 'index.html'), 'utf8'), outDir);
    // The entry comes after the capture, which so hears its failure to load however early that comes; the
    // browser's preload scanner asks for it as soon as it did from <head>.
    const entry = /<script type="module"[^>]*><\/script>/.exec(html)?.[0] ?? '';
    const template = html
      .replace(entry, '')
      .replace(/<body[^>]*>/, (body) => `${body}<script>${capture}</script>${entry}`)
      .replace('</head>', `<link rel="expect" href="#${PAGE_END}" blocking="render"></head>`)
      .replace(/\s*<\/body>/, `<span id="${PAGE_END}"></span></body>`);
    for (const route of PRERENDERED_ROUTES) {
      // React puts what belongs in the head (the page's <title>, image preloads) first: move it there.
      const [, hoisted = '', body = ''] =
        /^((?:<link[^>]*\/>|<meta[^>]*\/>|<title>.*?<\/title>)*)([\s\S]*)$/.exec(prerender(route)) ?? [];
      const title = /<title>.*?<\/title>/.exec(hoisted)?.[0];
      const savedRows = route === DRAWS_SAVED_ROWS ? drawSavedRows : undefined;
      const page = withScriptPolicy(template, [capture, ...(savedRows ? [savedRows] : [])].map(scriptHash))
        // Functions, not strings: a replacement string reads `$$` and `$&` in a script or a text as patterns.
        .replace(/<title>.*?<\/title>/, (prerendered) => title ?? prerendered)
        .replace('</head>', () => `${hoisted.replace(/<title>.*?<\/title>/, '')}</head>`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root" data-prerendered="${route}">${body}</div>${savedRows ? `${rowTemplates()}<script>${savedRows}</script>` : ''}`,
        );
      const file = join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, page);
    }
    await writeHostingScriptPolicy(config.root, [capture, ...(drawSavedRows ? [drawSavedRows] : [])].map(scriptHash));
  });
}

/** The stylesheet is small (about 2 KB gzip): inlined, it costs the first paint no extra round trip. */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  let inlined = html;
  for (const [link, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)) {
    const css = await readFile(join(outDir, href!), 'utf8');
    inlined = inlined.replace(link, () => `<style>${css}</style>`);
  }
  return inlined;
}
