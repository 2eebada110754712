import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serve } from '../../bench/serve';
import firebaseConfig from '../../firebase.json';

// The bench measures repeat views against what Firebase Hosting would send: its server must send the same
// Cache-Control for each kind of file as firebase.json's rules, which the hosting test checks on the emulator.

let root: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bench-serve-'));
  await mkdir(join(root, 'assets'));
  await mkdir(join(root, 'images/products'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html>');
  await writeFile(join(root, 'assets/app-1a2b.js'), 'export {};');
  await writeFile(join(root, 'images/products/watch.svg'), '<svg/>');
  const server = await serve(root, 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(async () => {
  close();
  await rm(root, { recursive: true, force: true });
});

/** What firebase.json's last rule naming `source` sets as Cache-Control. */
const hostingCacheControl = (source: string) =>
  firebaseConfig.hosting.headers
    .filter((rule) => rule.source === source)
    .flatMap((rule) => rule.headers)
    .findLast((header) => header.key === 'Cache-Control')?.value;

test.each([
  ['/', '**'],
  ['/checkout', '**'],
  ['/assets/app-1a2b.js', '/assets/**'],
  ['/images/products/watch.svg', '/images/**'],
])('%s is sent with the Cache-Control that firebase.json gives %s', async (path, source) => {
  const response = await fetch(base + path);
  expect(response.status).toBe(200);
  expect(hostingCacheControl(source)).toBeDefined();
  expect(response.headers.get('cache-control')).toBe(hostingCacheControl(source));
});

test('a site with no index.html answers an unknown path 404 Not Found, and goes on serving', async () => {
  const pagesOnly = await mkdtemp(join(tmpdir(), 'bench-serve-no-index-'));
  await writeFile(join(pagesOnly, 'basket.html'), '<!doctype html>');
  const server = await serve(pagesOnly, 0);
  const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    expect((await fetch(`${site}/favicon.ico`)).status).toBe(404);
    expect((await fetch(`${site}/basket`)).status).toBe(200);
  } finally {
    server.close();
    await rm(pagesOnly, { recursive: true, force: true });
  }
});
