// A static server for the production build that compresses as any CDN would (gzip), so the bench
// measures what shoppers download. Like Firebase Hosting's cleanUrls, /login is login.html; any other
// unknown path gets index.html (a single-page app). Like Hosting, it answers a revalidation of an unchanged
// file with 304 Not Modified, which is what a repeat view costs for the pages (they are `no-cache`).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.map']);

/** The first of `candidates` that is a file. */
async function firstFile(candidates: string[]): Promise<string | undefined> {
  for (const candidate of candidates) {
    if ((await stat(candidate).catch(() => undefined))?.isFile()) return candidate;
  }
  return undefined;
}

export function serve(root: string, port: number): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = (await firstFile([join(root, path), join(root, `${path}.html`)])) ?? join(root, 'index.html');
    const type = extname(file);
    const hashed = file.includes(`${join(root, 'assets')}`);
    const { size, mtimeMs } = await stat(file);
    const etag = `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}"`;
    response.setHeader('Content-Type', TYPES[type] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.setHeader('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    if (COMPRESSIBLE.has(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.setHeader('Content-Encoding', 'gzip');
      createReadStream(file)
        .pipe(createGzip({ level: 9 }))
        .pipe(response);
    } else {
      createReadStream(file).pipe(response);
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
