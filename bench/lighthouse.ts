// Lighthouse 12 with Debian Chromium: each page, mobile and desktop presets, median of several runs; the
// floor app on the same settings; and each page's repeat view (reloaded with a warm HTTP cache).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { chromiumPath, launchOptions } from '../testing/browser';
import { seedGuestBasket } from '../testing/saved-basket';

interface BenchPage {
  name: string;
  path: string;
  /** Items in the returning shopper's saved basket. */
  basket: number;
}

const PAGES: BenchPage[] = [
  { name: '/', path: '/', basket: 0 },
  { name: '/login', path: '/login', basket: 0 },
  { name: '/checkout (3 items)', path: '/checkout', basket: 3 },
  { name: '/checkout (20 items)', path: '/checkout', basket: 20 },
];
/** The floor app's pages (bench/floor.ts): one that paints from HTML, one whose rows need the app. */
export const FLOOR_PAGES: BenchPage[] = [
  { name: 'floor app /', path: '/', basket: 0 },
  { name: 'floor app /basket', path: '/basket', basket: 0 },
];
const PRESETS = ['mobile', 'desktop'] as const;
const RUNS = 3;

/**
 * Cold: a first visit, nothing in the HTTP cache. Repeat: WebPageTest's repeat view, the same page opened
 * again with the first visit's HTTP cache (hashed assets are immutable; pages are revalidated).
 */
type Visit = 'cold' | 'repeat';

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;

interface PageFile {
  url: string;
  type: 'Script' | 'Stylesheet';
  rawBytes: number;
  transferBytes: number;
}

export interface LighthouseResult {
  page: string;
  preset: (typeof PRESETS)[number];
  visit: Visit;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: Record<keyof typeof METRICS, number>;
  lcpElement: string;
  /** Main-thread time by kind of work (Lighthouse's breakdown: script evaluation, style and layout…), ms. */
  mainThread: Record<string, number>;
  /** Audits that cost points in any category, so a missed score says why. */
  failedAudits: string[];
  files: PageFile[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A Chromium profile whose storage already holds a guest basket, as a returning shopper's would. */
async function profileWithBasket(baseUrl: string, items: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-lh-'));
  if (items > 0) {
    const context = await chromium.launchPersistentContext(dir, launchOptions);
    const page = await context.newPage();
    await page.goto(baseUrl);
    await seedGuestBasket(page, items);
    await context.close();
  }
  return dir;
}

async function runOnce(url: string, preset: (typeof PRESETS)[number], userDataDir: string, visit: Visit) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    userDataDir,
    // Storage is kept (it holds the basket). A cold run keeps no HTTP cache, not even the seeding visit's.
    chromeFlags: ['--headless=new', ...(visit === 'cold' ? ['--disk-cache-size=1'] : []), ...launchOptions.args],
  });
  try {
    if (visit === 'repeat') await firstVisit(chrome.port, url);
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, disableStorageReset: true };
    const runner = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    return runner!.lhr;
  } finally {
    chrome.kill();
  }
}

/** The repeat view's first visit: the page loaded until its network is quiet, filling the HTTP cache. */
async function firstVisit(port: number, url: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * The storefront's pages, cold on both presets and repeated on mobile, then the floor app's (served at
 * `floorUrl`) cold on mobile: the same Lighthouse set-up in the same run, so the two compare.
 */
export async function benchLighthouse(baseUrl: string, floorUrl: string): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const page of PAGES) {
    for (const preset of PRESETS) results.push(await measure(baseUrl, page, preset, 'cold'));
  }
  for (const page of PAGES) results.push(await measure(baseUrl, page, 'mobile', 'repeat'));
  for (const page of FLOOR_PAGES) results.push(await measure(floorUrl, page, 'mobile', 'cold'));
  return results;
}

async function measure(
  baseUrl: string,
  page: BenchPage,
  preset: (typeof PRESETS)[number],
  visit: Visit,
): Promise<LighthouseResult> {
  const runs: Array<Awaited<ReturnType<typeof runOnce>>> = [];
  for (let run = 0; run < RUNS; run++) {
    const profile = await profileWithBasket(baseUrl, page.basket);
    try {
      runs.push(await runOnce(baseUrl + page.path, preset, profile, visit));
    } finally {
      await rm(profile, { recursive: true, force: true });
    }
  }
  // The run with the median performance score stands for the page, so its figures belong together.
  const byScore = [...runs].sort((a, b) => a.categories.performance!.score! - b.categories.performance!.score!);
  const typical = byScore[Math.floor(byScore.length / 2)]!;
  const metric = (id: string) => median(runs.map((lhr) => lhr.audits[id]!.numericValue ?? 0));
  const score = (id: string) => Math.round((typical.categories[id]?.score ?? 0) * 100);
  const requests = (typical.audits['network-requests']!.details as { items: Array<Record<string, unknown>> }).items;
  const lcp = typical.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  return {
    page: page.name,
    preset,
    visit,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, metric(id)]),
    ) as LighthouseResult['metrics'],
    lcpElement: lcp?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown',
    mainThread: Object.fromEntries(
      (
        typical.audits['mainthread-work-breakdown']?.details as { items?: Array<{ group: string; duration: number }> }
      )?.items?.map((item) => [item.group, Math.round(item.duration)]) ?? [],
    ),
    failedAudits: Object.values(typical.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (typical.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.title}: ${typical.audits[ref.id]!.title}`),
    ),
    files: requests
      .filter((request) => request.resourceType === 'Script' || request.resourceType === 'Stylesheet')
      .map((request) => ({
        url: new URL(String(request.url)).pathname,
        type: request.resourceType as PageFile['type'],
        rawBytes: Number(request.resourceSize),
        transferBytes: Number(request.transferSize),
      })),
  };
}
