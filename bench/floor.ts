// The floor of the storefront's runtime: bench/floor is a minimal app on exactly its runtime (react, react-dom,
// react-router-dom, inversify with reflect-metadata, one bound service), built, prerendered and hydrated as the
// storefront is, so our TBT and JavaScript are judged against what the runtime itself costs in the same run.
import react from '@vitejs/plugin-react';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';
import type * as FloorPrerender from './floor/prerender';

const ROOT = resolve('bench/floor');

/**
 * Builds the floor app into `folder`, its pages prerendered: `/` paints from HTML alone and fetches the app after the
 * first paint, as the storefront's pages do; `/basket`, whose rows only the app draws, preloads it, its best case.
 */
export async function buildFloorApp(folder: string): Promise<void> {
  const outDir = resolve(folder); // not against Vite's root
  const common = { configFile: false as const, root: ROOT, logLevel: 'warn' as const, plugins: [react()] };
  const output = (await build({
    ...common,
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false, assetsInlineLimit: 0 },
  })) as Rollup.RolldownOutput;
  const app = output.output.find((file) => file.type === 'chunk' && file.name === 'start')!;
  const serverDir = resolve('node_modules/.bench/floor-server');
  await build({
    ...common,
    build: { ssr: join(ROOT, 'prerender.tsx'), outDir: serverDir, emptyOutDir: true, sourcemap: false },
  });
  const { prerender, FLOOR_ROUTES } = (await import(
    `${pathToFileURL(join(serverDir, 'prerender.js')).href}?build=${Date.now()}`
  )) as typeof FloorPrerender;
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  for (const route of FLOOR_ROUTES) {
    const fetchAtOnce = route === '/basket' ? `<link rel="modulepreload" crossorigin href="/${app.fileName}">` : '';
    const page = template
      .replace('</head>', `${fetchAtOnce}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${prerender(route)}</div>`);
    await writeFile(join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`), page);
  }
}

/**
 * Copies the site built in `folder` beside it, into the folder it returns, with a service worker that caches every
 * file at install and answers from that cache, as the storefront's does once visited: its repeat view is a start-up
 * with no network.
 */
export async function copyWithWorker(folder: string): Promise<string> {
  const into = `${folder}-worker`;
  await rm(into, { recursive: true, force: true });
  await cp(folder, into, { recursive: true });
  const files = (await readdir(into, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(into, join(entry.parentPath, entry.name))}`);
  await writeFile(join(into, 'sw.js'), workerScript(files));
  for (const page of files.filter((file) => file.endsWith('.html'))) {
    const html = await readFile(join(into, page), 'utf8');
    const register = `<script>addEventListener('load', () => navigator.serviceWorker.register('/sw.js'));</script>`;
    await writeFile(join(into, page), html.replace('</body>', `${register}</body>`));
  }
  return into;
}

/** The smallest worker that answers a page and its files from its cache: `/basket` is basket.html. */
const workerScript = (files: string[]) => `const FILES = ${JSON.stringify(files)};
addEventListener('install', (event) => event.waitUntil(caches.open('floor').then((cache) => cache.addAll(FILES))));
addEventListener('activate', (event) => event.waitUntil(clients.claim()));
addEventListener('fetch', (event) => {
  const { pathname } = new URL(event.request.url);
  const page = pathname === '/' ? '/index.html' : \`\${pathname}.html\`;
  const file = event.request.mode === 'navigate' ? page : pathname;
  event.respondWith(caches.match(file).then((cached) => cached ?? fetch(event.request)));
});
`;
