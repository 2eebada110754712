import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { paintCopies } from '../../bench/painted-copy';
import { serve } from '../../bench/serve';

// The bench judges each repeat view against its page's painted copy: the page as its app drew it, with its styles
// and pictures and none of its scripts.

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bench-painted-copy-'));
  const built = join(root, 'built');
  await mkdir(join(built, 'assets'), { recursive: true });
  // A page whose rows only its script draws, as the storefront's basket page: it says when it is interactive.
  await writeFile(
    join(built, 'basket.html'),
    `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>Basket</title>
<link rel="modulepreload" href="/assets/app-1a2b.js"><style>li { color: navy }</style></head>
<body><div id="root"><h1>Basket</h1></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>`,
  );
  await writeFile(join(built, 'index.html'), '<!doctype html><title>Home</title><div id="root"></div>');
  await writeFile(
    join(built, 'assets/app-1a2b.js'),
    `const root = document.getElementById('root');
root.insertAdjacentHTML('beforeend', '<ul><li>Pulse Fit smartwatch</li><li>Aero 14 laptop</li></ul><img src="/assets/picture.svg" alt="">');
root.dataset.interactive = '';`,
  );
  await writeFile(join(built, 'assets/picture.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

test('a painted copy holds what the app drew, its styles and pictures, and no script', async () => {
  const server = await serve(join(root, 'built'), 0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await paintCopies(
      base,
      join(root, 'built'),
      [{ path: '/basket', basket: 0, copy: '/basket-as-drawn' }],
      join(root, 'painted'),
    );
  } finally {
    server.close();
  }
  const copy = await readFile(join(root, 'painted', 'basket-as-drawn.html'), 'utf8');
  expect(copy).toMatch(/^<!doctype html>\n<html>/);
  expect(copy).toContain(
    '<ul><li>Pulse Fit smartwatch</li><li>Aero 14 laptop</li></ul><img src="/assets/picture.svg" alt="">',
  );
  expect(copy).toContain('<style>li { color: navy }</style>');
  expect(copy).not.toMatch(/<script|modulepreload|Content-Security-Policy/);
  // Beside it, the build's files but its scripts and its own pages.
  expect((await readdir(join(root, 'painted'), { recursive: true })).sort()).toEqual([
    'assets',
    'assets/picture.svg',
    'basket-as-drawn.html',
  ]);
});
