// The JavaScript a browser runs before a page is interactive, read from a build's Vite manifest: the entry,
// the app it starts after the first paint (src/startup/start.tsx), and what each imports statically. Shared by the
// bundle budget test and the bench, so both count the same bytes.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A chunk of the build as its Vite manifest names it: its file, and the chunks it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The Vite manifest of the build in `outDir`: each chunk by the source (or HTML page) it was built from. */
export async function viteManifest(outDir: string): Promise<Record<string, ManifestChunk>> {
  return JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The files, relative to `outDir`, of the scripts a page runs before it is interactive. */
export async function initialScriptFiles(outDir: string): Promise<string[]> {
  const manifest = await viteManifest(outDir);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  visit('src/startup/start.tsx');
  return [...files];
}

/** The text of each inline script of `html` (a script without `src`). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}

/** The script-src source that allows an inline script of exactly this text: its SHA-256, base64. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The gzip bytes of the JavaScript the home page runs before it is interactive: its initial script files and
 * its inline script (in the HTML, but JavaScript all the same).
 */
export async function initialJavaScriptBytes(outDir: string): Promise<number> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const scripts = await Promise.all((await initialScriptFiles(outDir)).map((file) => readFile(join(outDir, file))));
  return [...scripts, ...inlineScripts(html)].reduce((total, code) => total + gzipSync(code).length, 0);
}
