// Lighthouse 12 with Debian Chromium: each page, mobile and desktop presets, median of several runs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { chromiumPath, launchOptions } from '../../features/support/browser';
import { seedGuestBasket } from '../../tests/support/saved-basket';

const PAGES = [
  { name: '/', path: '/', basket: 0 },
  { name: '/login', path: '/login', basket: 0 },
  { name: '/checkout (3 items)', path: '/checkout', basket: 3 },
] as const;
const PRESETS = ['mobile', 'desktop'] as const;
const RUNS = 3;

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
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: Record<keyof typeof METRICS, number>;
  lcpElement: string;
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

async function runOnce(url: string, preset: (typeof PRESETS)[number], userDataDir: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    userDataDir,
    // Storage is kept (it holds the basket) but the seeding visit's cache is not: every run loads cold.
    chromeFlags: ['--headless=new', '--disk-cache-size=1', ...launchOptions.args],
  });
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, disableStorageReset: true };
    const runner = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    return runner!.lhr;
  } finally {
    chrome.kill();
  }
}

export async function benchLighthouse(baseUrl: string): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const page of PAGES) {
    for (const preset of PRESETS) {
      const runs: Array<Awaited<ReturnType<typeof runOnce>>> = [];
      for (let run = 0; run < RUNS; run++) {
        const profile = await profileWithBasket(baseUrl, page.basket);
        try {
          runs.push(await runOnce(baseUrl + page.path, preset, profile));
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
      results.push({
        page: page.name,
        preset,
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
      });
    }
  }
  return results;
}
