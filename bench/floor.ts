// The floor of the storefront's runtime: bench/floor is a minimal app on exactly the storefront's runtime
// (react, react-dom, react-router-dom, inversify with reflect-metadata, one bound service), built with the
// storefront's build settings, prerendered and hydrated as the storefront is. The bench measures it beside
// the storefront in the same run, so our TBT and JavaScript are judged against what the runtime itself costs.
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';
import type * as FloorPrerender from './floor/prerender';

const ROOT = resolve('bench/floor');

/**
 * Builds the floor app into `folder` with its pages prerendered, ready to serve: `/` paints from HTML
 * alone and fetches the app after the first paint, as the storefront's pages do; `/basket`, whose rows
 * only the app can draw, fetches the app at once (a modulepreload), the best case for such a page.
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
