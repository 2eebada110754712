import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/** Text that only the Firebase Auth SDK carries: its REST hosts and its error class. */
const FIREBASE_MARKERS = ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com', 'FirebaseError'];

let outDir: string;

/** The JavaScript a browser fetches before the page is interactive: the entry and what it preloads. */
async function initialScripts(): Promise<Map<string, string>> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  expect(urls.length).toBeGreaterThan(0);
  return new Map(await Promise.all(urls.map(async (url) => [url, await readFile(join(outDir, url), 'utf8')] as const)));
}

describe('the production build of the firebase profile', () => {
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'storefront-build-'));
    await build({
      logLevel: 'warn',
      mode: 'production',
      build: { outDir, emptyOutDir: true, sourcemap: false },
      define: {
        // Vitest runs with NODE_ENV=test; the shipped build is React's production one.
        'process.env.NODE_ENV': JSON.stringify('production'),
        'import.meta.env.VITE_AUTH_PROFILE': JSON.stringify('firebase'),
        'import.meta.env.VITE_FIREBASE_API_KEY': JSON.stringify('demo-api-key'),
        'import.meta.env.VITE_FIREBASE_PROJECT_ID': JSON.stringify('demo-storefront'),
      },
    });
  }, 60_000);

  afterAll(() => rm(outDir, { recursive: true, force: true }));

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

  test('keeps the initial JavaScript within its budget of 115 KB gzip', async () => {
    let total = 0;
    for (const code of (await initialScripts()).values()) total += gzipSync(code).length;
    expect(total).toBeLessThanOrEqual(115 * 1024);
  });
});
