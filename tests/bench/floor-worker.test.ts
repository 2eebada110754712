import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyWithWorker } from '../../bench/floor';
import { serve } from '../../bench/serve';
import { launchOptions } from '../../qa/harness/browser';

// The bench judges the storefront's repeat views against the floor app answered by a worker (decision 0025): the
// copy's worker must answer its pages and their files once the site's server is gone.

let root: string;
let withWorker: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bench-floor-worker-'));
  const built = join(root, 'built');
  await mkdir(join(built, 'assets'), { recursive: true });
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script type="module" src="/assets/app-1a2b.js"></script></head><body><p>${title}</p></body></html>`;
  await writeFile(join(built, 'index.html'), page('Home'));
  await writeFile(join(built, 'basket.html'), page('Basket'));
  await writeFile(join(built, 'assets/app-1a2b.js'), 'document.body.dataset.app = "ran";');
  withWorker = await copyWithWorker(built);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

test('the floor app with a worker opens its pages and runs their script with its server gone', async () => {
  const server = await serve(withWorker, 0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/basket`);
    // Registered at `load`; controlling the page once it has cached every file and claimed it.
    await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
      .catch(() => {
        throw new Error('No worker controls the page: the copy registered none, or it did not install');
      });
    server.close();
    for (const [path, text] of [
      ['/basket', 'Basket'],
      ['/', 'Home'],
    ] as const) {
      await page.goto(base + path);
      expect(await page.locator('p').textContent()).toBe(text);
      await page.waitForFunction(() => document.body.dataset.app === 'ran');
    }
  } finally {
    server.close();
    await browser.close();
  }
});
