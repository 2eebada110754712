// The JavaScript a browser runs before a page is interactive, read from a build's Vite manifest: the entry,
// the app it starts after the first paint (src/start.tsx), and what each imports statically. Shared by the
// bundle budget test and the bench, so both count the same bytes.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The files, relative to `outDir`, of the scripts a page runs before it is interactive. */
export async function initialScriptFiles(outDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  visit('src/start.tsx');
  return [...files];
}
