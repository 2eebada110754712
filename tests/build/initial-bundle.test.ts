import { APP_INTERACTIVE } from '@/startup/app-signals';
import { readFile } from 'node:fs/promises';
import { overBudget } from '../../build/bundle-budget';
import { initialJavaScriptBytes, initialScriptFiles, viteManifest } from '../../build/initial-scripts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inlineScripts, pagePolicy, scriptHash } from '../support/content-security-policy';
import { StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { drawsSavedRows } from '../support/basket-storage';

/** Text that only the Firebase Auth SDK carries: its REST hosts and its error class. */
const FIREBASE_MARKERS = ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com', 'FirebaseError'];

/** Text that only the fake auth provider's code carries: the keys of its accounts and of its session. */
const FAKE_AUTH_MARKERS = ['storefront.fake-auth.account:', 'storefront.fake-auth.session'];

/** Text that only React DOM's code carries, and only Inversify's: a property React DOM sets, an error Inversify throws. */
const REACT_DOM_MARKER = '__reactContainer';
const INVERSIFY_MARKER = 'Ambiguous bindings';

/** Text that only the provider console's code carries: its controls. */
const PROVIDER_CONSOLE_MARKERS = ['Revoke sessions', 'Delete all accounts', 'Answer too-many-requests'];

const FIREBASE_PROFILE = {
  VITE_AUTH_PROFILE: 'firebase',
  VITE_FIREBASE_API_KEY: 'bundle-test-api-key',
  VITE_FIREBASE_PROJECT_ID: 'demo-storefront',
};

let outDir: string;

/**
 * The JavaScript a browser runs before the page is interactive: the entry, the app it starts after
 * the first paint (src/startup/start.tsx), and what each imports statically. Chunks loaded on demand are not.
 */
async function initialScripts(): Promise<Map<string, string>> {
  const files = await initialScriptFiles(outDir);
  return new Map(
    await Promise.all(files.map(async (url) => [url, await readFile(join(outDir, url), 'utf8')] as const)),
  );
}

describe('the production build of the firebase profile', () => {
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'storefront-build-'));
    // Vite reads VITE_* variables from the environment, as from a .env file.
    Object.assign(process.env, FIREBASE_PROFILE);
    await build({
      logLevel: 'warn',
      mode: 'production',
      build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true },
      // Vitest runs with NODE_ENV=test; the shipped build is React's production one.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    });
  }, 60_000);

  afterAll(async () => {
    for (const name of Object.keys(FIREBASE_PROFILE)) delete process.env[name];
    await rm(outDir, { recursive: true, force: true });
  });

  test.each(['index.html', 'login.html', 'checkout.html'])(
    '%s loads only the small entry, which starts the app after the first paint (its largest paint is in its HTML)',
    async (file) => {
      const html = await readFile(join(outDir, file), 'utf8');
      const scripts = [...html.matchAll(/<script[^>]*src="\/([^"]+)"/g)].map((match) => match[1]);
      const initial = await initialScripts();
      expect(scripts).toHaveLength(1);
      expect(html).not.toContain('rel="modulepreload"'); // nor fetches the app beside it
      expect(gzipSync(initial.get(scripts[0]!)!).length).toBeLessThanOrEqual(2 * 1024);
    },
  );

  test('is wired to Firebase: the settings are in the entry', async () => {
    const entry = [...(await initialScripts()).values()].join('\n');
    expect(entry).toContain(FIREBASE_PROFILE.VITE_FIREBASE_API_KEY);
  });

  test('starts the app in parts, each evaluated in a task of its own: React DOM and Inversify first, then the app', async () => {
    const manifest = await viteManifest(outDir);
    const text = (key: string) => readFile(join(outDir, manifest[key]!.file), 'utf8');
    const app = manifest['src/startup/start.tsx']!;
    const parts = manifest['index.html']!.dynamicImports!.filter((key) => key !== 'src/startup/start.tsx');
    const holds = async (key: string) => {
      const code = await text(key);
      return { reactDom: code.includes(REACT_DOM_MARKER), inversify: code.includes(INVERSIFY_MARKER) };
    };
    // The app's own script holds neither; the entry imports each in a script of its own, which the app then imports.
    expect(await holds('src/startup/start.tsx')).toEqual({ reactDom: false, inversify: false });
    expect(await Promise.all(parts.map(holds))).toEqual([
      { reactDom: true, inversify: false },
      { reactDom: false, inversify: true },
    ]);
    expect(app.imports).toEqual(expect.arrayContaining(parts));
  });

  test('loads no Firebase code before the page is interactive', async () => {
    for (const [url, code] of await initialScripts()) {
      for (const marker of FIREBASE_MARKERS) expect(code, `${url} contains ${marker}`).not.toContain(marker);
    }
  });

  test('ships the Firebase SDK as a chunk loaded on demand', async () => {
    const initial = await initialScripts();
    const lazy = (await readdir(join(outDir, 'assets'))).filter(
      (file) => file.endsWith('.js') && !initial.has(`assets/${file}`),
    );
    const lazyCode = await Promise.all(lazy.map((file) => readFile(join(outDir, 'assets', file), 'utf8')));
    expect(lazyCode.some((code) => code.includes('identitytoolkit.googleapis.com'))).toBe(true);
  });

  test("keeps the initial JavaScript within its budget, the page's inline script included", async () => {
    expect(overBudget('firebase', await initialJavaScriptBytes(outDir))).toBeUndefined();
  });

  test('ships none of the fake auth provider: the build keeps only its own profile’s adapters', async () => {
    for (const [url, code] of await initialScripts()) {
      for (const marker of FAKE_AUTH_MARKERS) expect(code, `${url} contains ${marker}`).not.toContain(marker);
    }
  });

  test.each([
    ['index.html', '/', 'Today&#x27;s deals', 'Storefront: smartwatches, laptops, tablets and more'],
    ['login.html', '/login', 'Sign in', 'Sign in | Storefront'],
    ['checkout.html', '/checkout', 'Your shopping Basket', 'Your shopping basket | Storefront'],
  ])('prerenders %s, so the page paints before any JavaScript runs', async (file, route, heading, title) => {
    const html = await readFile(join(outDir, file), 'utf8');
    expect(html).toContain(`<div id="root" data-prerendered="${route}">`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(`<title>${title}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).not.toContain('Demo store');
  });

  test('has no provider console: not its page, nor any of its code (it administers the fake provider)', async () => {
    await expect(readFile(join(outDir, 'provider-console.html'), 'utf8')).rejects.toThrow(/ENOENT/);
    const assets = await readdir(join(outDir, 'assets'));
    expect(assets.filter((file) => file.startsWith('provider-console'))).toEqual([]);
    const code = await Promise.all(
      assets.filter((file) => file.endsWith('.js')).map((file) => readFile(join(outDir, 'assets', file), 'utf8')),
    );
    // Words only the console's own code carries (the demo store notice merely links to it).
    for (const marker of PROVIDER_CONSOLE_MARKERS)
      expect(
        code.some((text) => text.includes(marker)),
        marker,
      ).toBe(false);
  });

  test.each([
    ['index.html', 0],
    ['login.html', 0],
    ['checkout.html', drawsSavedRows() ? 1 : 0], // and the script that draws a returning guest's saved rows (below)
  ])(
    "%s holds taps from before the first paint: its first script is inline, allowed by the page's own policy",
    async (file, more) => {
      const html = await readFile(join(outDir, file), 'utf8');
      const [capture, ...others] = inlineScripts(html);
      expect(others).toHaveLength(more);
      // At the start of <body>: it runs before the parser reaches (and the browser paints) any control.
      expect(html).toContain(`<body><script>${capture}</script>`);
      expect(capture).toContain(APP_INTERACTIVE); // the capture, listening for the app's signal
      // In the HTML, and counted in the scripts' budget above; part of the first paint's download: kept small. It
      // holds the taps and watches the start (the notice when the app cannot load), about 0.8 KB and 0.3 KB.
      expect(gzipSync(capture!).length).toBeLessThanOrEqual(1280);
      // The page's own policy allows exactly this script, by the hash of its text, and is read before any script.
      expect(pagePolicy(html).get('script-src')).toEqual(["'self'", ...[capture!, ...others].map(scriptHash)]);
      expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
    },
  );

  test.each(['index.html', 'login.html', 'checkout.html'])(
    '%s paints whole: its first render waits until the last of its HTML is parsed',
    async (file) => {
      const html = await readFile(join(outDir, file), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const expected = /<link rel="expect" href="#([\w-]+)" blocking="render"\/?>/.exec(head)?.[1];
      expect(expected).toBeDefined();
      // The element it waits for closes the body, after everything the page shows (and the basket page's saved rows).
      expect(html).toMatch(new RegExp(`</(div|script)><span id="${expected}"></span></body>`));
    },
  );

  test.each(['index.html', 'login.html', 'checkout.html'])(
    "%s's icon is a raster picture: Chromium draws an SVG icon as a document of its own, on the page's main thread",
    async (file) => {
      const html = await readFile(join(outDir, file), 'utf8');
      const icons = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map(([link]) => link);
      expect(icons).toEqual([expect.stringMatching(/ type="image\/png"[^>]* href="\/icons\/[\w-]+\.png"/)]);
    },
  );

  test("shows every product's picture as a view of one SVG file: Chromium builds a document for each SVG file on the page's main thread", async () => {
    const pictures = new StaticProductCatalog()
      .products()
      .map(({ image }) => new URL(image, 'https://storefront.test'));
    expect(new Set(pictures.map(({ pathname }) => pathname))).toEqual(new Set(['/images/products.svg']));
    const sheet = await readFile(join(outDir, 'images/products.svg'), 'utf8');
    for (const { hash } of pictures) expect(sheet).toMatch(new RegExp(`<view id="${hash.slice(1)}" viewBox="[^"]+"/>`));
  });

  test('prerenders the sign-in form inert, so it cannot submit natively before the app (or the inline script) runs', async () => {
    expect(await readFile(join(outDir, 'login.html'), 'utf8')).toMatch(/<form class="login__form"[^>]* inert=""/);
  });

  test("draws a returning guest's saved rows on the basket page before its first paint where the basket is in Web Storage; leaves them to the app where it is in IndexedDB, which cannot be read before the first paint", async () => {
    const html = await readFile(join(outDir, 'checkout.html'), 'utf8');
    const [, drawRows = ''] = inlineScripts(html);
    const drawn = drawsSavedRows();
    // After the app's root, from templates of every product's row: the script runs when the page above it is parsed.
    const afterRoot = html.slice(html.indexOf('<div id="root"'));
    expect(
      /<\/div><template id="basket-rows-template">[\s\S]*<\/template><script>[\s\S]*?<\/script><span/.test(afterRoot),
    ).toBe(drawn);
    expect(afterRoot.match(/<template data-product="/g)?.length ?? 0).toBe(
      drawn ? new StaticProductCatalog().products().length : 0,
    );
    // It reads the basket as the Web Storage adapter keeps it.
    expect(drawRows.includes('storefront.basket.')).toBe(drawn);
    expect(gzipSync(drawRows).length).toBeLessThanOrEqual(2048);
  });

  test('prerenders the basket page without claiming anything about a basket it cannot know', async () => {
    const html = await readFile(join(outDir, 'checkout.html'), 'utf8');
    // The page React rendered, before the rows' templates and the script that draws a saved basket's figures.
    const page = html.slice(html.indexOf('<div id="root"')).split('<template')[0]!;
    expect(page).not.toContain('Your basket is empty');
    expect(page).not.toContain('Subtotal (');
    expect(page).toContain('Proceed to Checkout'); // the panel keeps its place, so nothing moves later
  });

  test('prerenders the home page with its hero and six cards, the hero preloaded first among images', async () => {
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    expect(html.match(/<article/g)).toHaveLength(6);
    expect(html).toMatch(/<link rel="preload" as="image" href="\/assets\/hero-[\w-]+\.svg" fetchPriority="high"\/>/);
  });
});
