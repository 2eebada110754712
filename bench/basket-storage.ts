// The two browser basket adapters side by side (a step of `npm run bench`, or alone with
// `node --import tsx bench/basket-storage.ts`), each in a build of its own (VITE_BASKET_STORAGE): time
// to show a saved basket on load, two tabs adding at once, added initial JavaScript, and storage blocked or
// full. Writes bench/results/basket-storage.{json,md}.
import { initialJavaScriptBytes } from '../build/initial-scripts';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { launchOptions } from '../testing/browser';
import { RESULTS } from './results';
import { serve } from './serve';

const PORT = Number(process.env.BENCH_BASKET_PORT ?? 4283);
const BASE = `http://127.0.0.1:${PORT}`;
const SIZES = [1, 100, 1_000];
const RUNS = 5;
const ROUNDS = 3;
/** Each adapter, and the build setting that binds it (VITE_BASKET_STORAGE, src/composition/settings.ts). */
const ADAPTERS = { localStorage: 'localstorage', IndexedDB: 'indexeddb' } as const;
type Adapter = keyof typeof ADAPTERS;

/** Builds the storefront into `outDir` with the basket kept by `adapter`, as a developer would choose it. */
async function buildWith(adapter: Adapter, outDir: string): Promise<void> {
  const before = process.env.VITE_BASKET_STORAGE;
  process.env.VITE_BASKET_STORAGE = ADAPTERS[adapter];
  try {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true } });
  } finally {
    if (before === undefined) delete process.env.VITE_BASKET_STORAGE;
    else process.env.VITE_BASKET_STORAGE = before;
  }
}

/** Seeds a returning guest's basket of `count` catalogue items through the app's own "Add to Basket" buttons. */
async function seed(page: Page, count: number): Promise<void> {
  await page.goto(BASE);
  await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
  await page.evaluate(`(async () => {
    const buttons = [...document.querySelectorAll('article button')];
    for (let index = 0; index < ${count}; index++) buttons[index % buttons.length].click();
  })()`);
  await page.getByRole('link', { name: `${count} ${count === 1 ? 'item' : 'items'} in basket` }).waitFor();
  // Let the last writes (one after another, after the clicks) finish before the reload.
  await page.waitForTimeout(count >= 1_000 ? 3_000 : 500);
}

/** Milliseconds from navigation start until the header shows the saved count, and until the page is interactive. */
const SHOWN_ON_LOAD = `(count) => new Promise((resolve) => {
  const label = count + (count === 1 ? ' item' : ' items') + ' in basket';
  let shownMs, interactiveMs;
  const check = () => {
    const link = document.querySelector('a[href="/checkout"]');
    if (shownMs === undefined && link && link.getAttribute('aria-label') === label) shownMs = performance.now();
    if (interactiveMs === undefined && document.querySelector('#root[data-interactive]')) interactiveMs = performance.now();
    if (shownMs !== undefined && interactiveMs !== undefined) resolve({ shownMs, interactiveMs });
    else requestAnimationFrame(check);
  };
  check();
})`;

async function timeToShow(browser: Browser, count: number) {
  const results: Array<{ shownMs: number; interactiveMs: number }> = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await seed(page, count);
    await page.goto(BASE, { waitUntil: 'commit' });
    results.push((await page.evaluate(`(${SHOWN_ON_LOAD})(${count})`)) as { shownMs: number; interactiveMs: number });
    await context.close();
  }
  return results;
}

/** Two pages of one browser click "Add to Basket" 50 times each at the same moment; how many items each keeps. */
async function crossTab(browser: Browser) {
  const kept: number[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const context = await browser.newContext();
    const pages = [await context.newPage(), await context.newPage()];
    for (const page of pages) {
      await page.goto(BASE);
      await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
    }
    await Promise.all(
      pages.map((page, index) =>
        page.evaluate(`(() => { const button = document.querySelectorAll('article button')[${index}];
          for (let click = 0; click < 50; click++) button.click(); })()`),
      ),
    );
    await pages[0]!.waitForTimeout(1_500);
    kept.push(
      await Promise.all(
        pages.map(async (page) =>
          Number((await page.locator('a[href="/checkout"]').getAttribute('aria-label'))!.split(' ')[0]),
        ),
      ),
    );
    await context.close();
  }
  return kept;
}

const BLOCKED = `Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  Object.defineProperty(window, 'indexedDB', { get() { throw new DOMException('denied', 'SecurityError'); } });`;
const FULL = `const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key.startsWith('storefront.basket.')) throw new DOMException('full', 'QuotaExceededError');
    setItem.call(this, key, value);
  };
  IDBObjectStore.prototype.add = function () { throw new DOMException('full', 'QuotaExceededError'); };`;

/** With storage blocked or full: does adding two items show 2, and what does the console say? */
async function fault(browser: Browser, script: string) {
  const context = await browser.newContext();
  await context.addInitScript(script);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text().split('\n')[0]!);
  });
  await page.goto(BASE);
  await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
  await page.locator('article button').nth(0).click();
  await page.locator('article button').nth(1).click();
  await page.waitForTimeout(300);
  const shown = await page.locator('a[href="/checkout"]').getAttribute('aria-label');
  await context.close();
  return { shown, warnings: [...new Set(warnings)] };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(adapter: Adapter) {
  const outDir = `dist-bench-${adapter}`;
  await buildWith(adapter, outDir);
  const initialBytes = await initialJavaScriptBytes(outDir);
  const server = await serve(outDir, PORT);
  const browser = await chromium.launch(launchOptions);
  try {
    const shown: Record<number, { shownMs: number; interactiveMs: number }[]> = {};
    for (const size of SIZES) shown[size] = await timeToShow(browser, size);
    return {
      adapter,
      initialBytes,
      shown,
      crossTab: await crossTab(browser),
      blocked: await fault(browser, BLOCKED),
      full: await fault(browser, FULL),
    };
  } finally {
    await browser.close();
    server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

export async function benchBasketStorage(): Promise<void> {
  const date = new Date().toISOString();
  const results: Array<Awaited<ReturnType<typeof measure>>> = [];
  for (const adapter of ['localStorage', 'IndexedDB'] as const) {
    console.log(`Measuring ${adapter}…`);
    results.push(await measure(adapter));
  }
  await mkdir(RESULTS, { recursive: true });
  await writeFile(`${RESULTS}/basket-storage.json`, JSON.stringify({ date, results }, null, 2) + '\n');
  const lines = [
    `# Basket storage adapters (${date}, \`node --import tsx bench/basket-storage.ts\`)`,
    '',
    '| Figure | ' + results.map((result) => result.adapter).join(' | ') + ' |',
    '| --- | ' + results.map(() => '---').join(' | ') + ' |',
    '| Initial JavaScript of `/` (gzip) | ' +
      results.map((result) => `${(result.initialBytes / 1024).toFixed(2)} KB`).join(' | ') +
      ' |',
    ...SIZES.map(
      (size) =>
        `| Saved basket of ${size} shown on load, median of ${RUNS} (page interactive at) | ` +
        results
          .map((result) => {
            const runs = result.shown[size]!;
            return `${median(runs.map((run) => run.shownMs)).toFixed(0)} ms (${median(runs.map((run) => run.interactiveMs)).toFixed(0)} ms)`;
          })
          .join(' | ') +
        ' |',
    ),
    `| Two tabs adding 50 + 50 at once, items kept in each tab (${ROUNDS} rounds) | ` +
      results.map((result) => result.crossTab.map((round) => round.join(' / ')).join(', ')).join(' | ') +
      ' |',
    '| Storage blocked: 2 added, shown; warning | ' +
      results.map((result) => `${result.blocked.shown}; ${result.blocked.warnings.join(' ')}`).join(' | ') +
      ' |',
    '| Storage full: 2 added, shown; warning | ' +
      results.map((result) => `${result.full.shown}; ${result.full.warnings.join(' ')}`).join(' | ') +
      ' |',
    '',
  ];
  await writeFile(`${RESULTS}/basket-storage.md`, lines.join('\n'));
  console.log(lines.join('\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await benchBasketStorage();
