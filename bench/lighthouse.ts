// Lighthouse through Lighthouse CI: `lhci collect` runs Lighthouse in Debian's Chromium, several times per case,
// each after bench/lighthouse-visit.cjs has given the browser the shopper the case measures; the runs' medians are
// then judged as Lighthouse CI's median aggregation judges them.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumPath, launchOptions } from '../qa/harness/browser';
import { seedGuestBasket } from '../qa/harness/saved-basket';

export interface LighthouseCase {
  name: string;
  url: string;
  /** Items in the returning shopper's saved basket. */
  basket: number;
  preset: 'mobile' | 'desktop';
  /** Cold: nothing cached. Repeat: opened again after a first visit, so its service worker or HTTP cache answers. */
  visit: 'cold' | 'repeat';
  /** The site has a service worker, which answers the repeat view once installed. */
  worker: boolean;
  runs: number;
}

export type Target = { minScore: number } | { maxNumericValue: number };

export const RUNS = 3;
/** A repeat view and its painted copy run more: their ratio's target (1.1×) is well inside single runs' spread. */
export const REPEAT_RUNS = 5;
/** From the bench's own tools (bench/package.json), which `npm run bench` installs. */
const LHCI = resolve('bench/node_modules/@lhci/cli/src/cli.js');
const VISIT_SCRIPT = resolve('bench/lighthouse-visit.cjs');

/** The case's folder name: `/checkout (3 items)` on mobile, cold, is `checkout-3-items-mobile-cold`; `/` is `home`. */
const slug = (each: LighthouseCase) =>
  `${each.name.replace(/\/$/, '/home')}-${each.preset}-${each.visit}`.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '');

/**
 * The order of the runs of `cases`: every case once per round, so that the machine's speed drifting over the bench
 * moves every case alike, and a page is not judged against a copy or a floor that ran on a faster stretch.
 */
export function inRounds<T extends { runs: number }>(cases: readonly T[]): T[] {
  const rounds = Math.max(0, ...cases.map((each) => each.runs));
  return Array.from({ length: rounds }, (_, round) => cases.filter((each) => each.runs > round)).flat();
}

/** A Chromium profile whose storage holds a guest basket of `items`, as a returning shopper's would: remove it after. */
async function profileWithBasket(url: string, items: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-lh-'));
  if (items > 0) {
    await using context = await chromium.launchPersistentContext(dir, launchOptions);
    const page = await context.newPage();
    await page.goto(new URL(url).origin);
    await seedGuestBasket(page, items);
  }
  return dir;
}

/** Repeat views use DevTools throttling: the simulation would replay each answer of the service worker as a download. */
async function collectOnce(each: LighthouseCase, folder: string, profile: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const collect = {
    url: [each.url],
    numberOfRuns: 1, // the visit script, run once per collect, prepares each run
    chromePath: chromiumPath,
    puppeteerScript: relative(folder, VISIT_SCRIPT),
    puppeteerLaunchOptions: { args: launchOptions.args, userDataDir: profile },
    settings: {
      // The script resets the browser before each run; Lighthouse's own reset would drop the basket.
      disableStorageReset: true,
      ...(each.preset === 'desktop' ? { preset: 'desktop' } : {}),
      ...(each.visit === 'repeat' ? { throttlingMethod: 'devtools' } : {}),
    },
  };
  await writeFile(join(folder, 'lighthouserc.json'), JSON.stringify({ ci: { collect } }, null, 2));
  await promisify(execFile)(process.execPath, [LHCI, 'collect', '--config=lighthouserc.json', '--additive'], {
    cwd: folder,
    env: { ...process.env, BENCH_VISIT: each.visit, BENCH_WORKER: each.worker ? 'yes' : '' },
  });
}

/** Each case's runs, made in rounds, each in a Chromium profile holding its basket; reports in `folder`/its slug. */
export async function runCases(cases: LighthouseCase[], folder: string): Promise<Map<LighthouseCase, Lhr[]>> {
  const folderOf = (each: LighthouseCase) => join(folder, slug(each));
  const profiles = new Map<LighthouseCase, string>();
  try {
    for (const each of cases) profiles.set(each, await profileWithBasket(each.url, each.basket));
    const done = new Map<LighthouseCase, number>();
    for (const each of inRounds(cases)) {
      done.set(each, (done.get(each) ?? 0) + 1);
      console.log(`  ${each.name} (${each.preset}, ${each.visit}), run ${done.get(each)} of ${each.runs}`);
      await collectOnce(each, folderOf(each), profiles.get(each)!);
    }
  } finally {
    for (const profile of profiles.values()) await rm(profile, { recursive: true, force: true });
  }
  return new Map(await Promise.all(cases.map(async (each) => [each, await resultsIn(folderOf(each))] as const)));
}

/** A Lighthouse result, as far as the bench reads it. */
export interface Lhr {
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
  categories: Record<string, { score: number | null }>;
  /** Lighthouse's own measure of the machine's speed before each run: higher is faster. */
  environment: { benchmarkIndex: number };
}

async function resultsIn(folder: string): Promise<Lhr[]> {
  const dir = join(folder, '.lighthouseci');
  const files = (await readdir(dir)).filter((file) => /^lhr-.*\.json$/.test(file));
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as Lhr));
}

/** A run's figure for `key`: an audit's, or a category's score for `categories:<name>`; NaN if none. */
export const figureOf = (run: Lhr, key: string) =>
  key.startsWith('categories:')
    ? (run.categories[key.slice('categories:'.length)]?.score ?? NaN)
    : (run.audits[key]?.numericValue ?? NaN);

export const median = (runs: Lhr[], key: string): number => medianOf(runs.map((run) => figureOf(run, key)));

/** The mean of the middle two of an even number. */
export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle]! + sorted[middle + 1]!) / 2;
}

export const atLeast = (minScore: number): Target => ({ minScore });
export const atMost = (maxNumericValue: number): Target => ({ maxNumericValue });

/** The verdict on `runs`' median for `key` (figureOf): a figure no run has is a miss. */
export function judge(runs: Lhr[], key: string, target: Target): { actual: number; passed: boolean } {
  const actual = median(runs, key);
  return { actual, passed: 'minScore' in target ? actual >= target.minScore : actual <= target.maxNumericValue };
}
