// A static server for a build that gzips as any CDN would, so the bench measures what shoppers download. As Firebase
// Hosting does, /login is login.html, any other unknown path index.html, each path gets firebase.json's
// Cache-Control, and an unchanged file's revalidation a 304: what a repeat view costs for the `no-cache` pages.
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, matchesGlob, normalize, relative } from 'node:path';
import { createGzip } from 'node:zlib';

/** The types served by name, all compressible. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};
type HeaderRule = { source: string; headers: { key: string; value: string }[] };
const HOSTING_RULES = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: HeaderRule[] } })
  .hosting.headers;

/** The Cache-Control that firebase.json gives `path`: the last rule whose glob names it wins, as on Hosting. */
const cacheControlFor = (path: string) =>
  HOSTING_RULES.filter((rule) => matchesGlob(path, rule.source))
    .flatMap((rule) => rule.headers)
    .findLast((header) => header.key === 'Cache-Control')?.value;

export function serve(root: string, port: number): Promise<Server> {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://x');
    const path = normalize(decodeURIComponent(pathname));
    const candidates = [join(root, path), join(root, `${path}.html`), join(root, 'index.html')];
    const stats = await Promise.all(candidates.map((candidate) => stat(candidate).catch(() => undefined)));
    const found = stats.findIndex((each) => each?.isFile());
    // A painted copy has no single-page fallback: the browser's favicon request ends here.
    if (found === -1) return void response.writeHead(404).end();
    const [file, { size, mtimeMs }] = [candidates[found]!, stats[found]!];
    const type = extname(file);
    const etag = `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}"`;
    response.setHeader('Content-Type', TYPES[type] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', cacheControlFor(`/${relative(root, file)}`) ?? 'no-cache');
    response.setHeader('ETag', etag);
    if (request.headers['if-none-match'] === etag) return void response.writeHead(304).end();
    const body = createReadStream(file);
    const gzip = Object.hasOwn(TYPES, type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) response.setHeader('Content-Encoding', 'gzip');
    (gzip ? body.pipe(createGzip({ level: 9 })) : body).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
