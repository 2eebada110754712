// The floor of the design card's runtime: bench/floor is a minimal app on exactly the storefront's runtime
// (react, react-dom, react-router-dom, inversify with reflect-metadata, one bound service), built with the
// storefront's build settings, prerendered and hydrated as the storefront is. The bench measures it beside
// the storefront in the same run, so our TBT and JavaScript are judged against what the runtime itself costs.
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const ROOT = resolve('bench/floor');

/** Builds the floor app into `outDir` with its page prerendered, ready to serve. */
export async function buildFloorApp(folder: string): Promise<void> {
  const outDir = resolve(folder); // not against Vite's root
  const common = { configFile: false as const, root: ROOT, logLevel: 'warn' as const, plugins: [react()] };
  await build({
    ...common,
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false, assetsInlineLimit: 0 },
  });
  const serverDir = resolve('node_modules/.bench/floor-server');
  await build({
    ...common,
    build: { ssr: join(ROOT, 'prerender.tsx'), outDir: serverDir, emptyOutDir: true, sourcemap: false },
  });
  const { prerender } = (await import(`${pathToFileURL(join(serverDir, 'prerender.js')).href}?build=${Date.now()}`)) as {
    prerender: () => string;
  };
  const page = join(outDir, 'index.html');
  const html = await readFile(page, 'utf8');
  await writeFile(page, html.replace('<div id="root"></div>', () => `<div id="root">${prerender()}</div>`));
}
