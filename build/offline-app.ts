import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { generateSW } from 'workbox-build';

/** What a browser needs to offer the storefront as an app of its own: name, colours, icons (public/icons/). */
const MANIFEST = {
  name: 'Storefront',
  short_name: 'Storefront',
  description: 'Browse products, keep a basket, sign in.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#131921',
  background_color: '#eaeded',
  icons: [
    { src: '/icons/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
    { src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The storefront as an app that opens with no network after one visit (docs/decisions/0019): the build writes the
 * web app manifest (the app links it into each page once the page has settled: src/adapters/app-updates/) and,
 * once every file is written, the prerendered pages among them, Workbox makes the service worker (sw.js) that
 * keeps the pages, the app's scripts and styles, the pictures and the icons. A page
 * is opened from that copy; a route none of them is opens the home page's, as Hosting's rewrite does. Nothing
 * from another origin passes through it, so no auth request is ever kept. A new worker waits until the shopper
 * takes the new version (src/adapters/app-updates/).
 */
export function offlineApp(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'storefront-offline-app',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180x180.png' },
        injectTo: 'head',
      },
    ],
    generateBundle() {
      if (config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(MANIFEST, null, 2) });
    },
    // After every other step has written its files (the prerendered pages above all), so each is kept as built.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        await generateSW({
          globDirectory: outDir,
          globPatterns: ['*.html', 'manifest.webmanifest', 'assets/*.{js,css,svg}', 'images/**/*', 'icons/*.png'],
          // The fake auth provider's console is a developer's tool, opened online from the demo store notice.
          globIgnores: ['provider-console.html', 'assets/provider-console-*'],
          swDest: resolve(outDir, 'sw.js'),
          // Hashed names change with their content: no revision needed to tell a new one.
          dontCacheBustURLsMatching: /^assets\//,
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/provider-console/, /^\/__/],
          cleanupOutdatedCaches: true,
          inlineWorkboxRuntime: true,
          mode: 'production',
          sourcemap: false,
        });
      },
    },
  };
}
