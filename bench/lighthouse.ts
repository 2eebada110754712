// Lighthouse through Lighthouse CI: `lhci collect` runs Lighthouse in Debian's Chromium, several times per case,
// each after bench/lighthouse-visit.cjs has given the browser the shopper the case measures, and keeps each
// run's report; the runs' medians are then judged against the targets, as Lighthouse CI's median aggregation
// takes them, some of them relative to the floor app measured in the same run. The runs go in rounds, every case
// once per round (`inRounds`).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumPath, launchOptions } from '../qa/harness/browser';
import { seedGuestBasket } from '../qa/harness/saved-basket';

type Preset = 'mobile' | 'desktop';
/**
 * Cold: a first visit, nothing cached. Repeat: the page opened again after a first visit, so a site's service
 * worker answers it (the storefront's, and the floor app's copy with one), else the HTTP cache (the floor app's).
 */
type Visit = 'cold' | 'repeat';

export interface LighthouseCase {
  name: string;
  path: string;
  url: string;
  /** Items in the returning shopper's saved basket. */
  basket: number;
  preset: Preset;
  visit: Visit;
  /** The site has a service worker, which answers the repeat view once installed (the storefront, a copy of the floor app). */
  worker: boolean;
  /** How many times Lighthouse runs the case (RUNS, or REPEAT_RUNS). */
  runs: number;
}

/** A target a case's runs must meet: a score of at least `minScore`, or a figure of at most `maxNumericValue`. */
export type Target = { minScore: number } | { maxNumericValue: number };

export const RUNS = 3;
/**
 * A repeat view and its painted copy run more: their ratio's target (1.1×) is well inside the spread of single runs
 * (a third either side of the median), over which the median of three runs a side falls either side of it by chance.
 */
export const REPEAT_RUNS = 5;
/** Lighthouse CI, from the bench's own tools (bench/package.json), which `npm run bench` installs. */
const LHCI = resolve('bench/node_modules/@lhci/cli/src/cli.js');
const VISIT_SCRIPT = resolve('bench/lighthouse-visit.cjs');

/** The case's folder name: `/checkout (3 items)` on mobile, cold, is `checkout-3-items-mobile-cold`; `/` is `home`. */
export const slug = (each: LighthouseCase) =>
  `${each.name.replace(/\/$/, '/home')}-${each.preset}-${each.visit}`.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '');

/**
 * The order of the runs of `cases`, each case `runs` times: every case once per round, and the cases run more often
 * in the rounds after. A case's runs are then spread over the whole bench (half an hour) rather than a minute of it,
 * so the machine's speed drifting meanwhile moves every case alike, and a page is not judged against a copy or a
 * floor that happened to run on a faster stretch.
 */
export function inRounds<T extends { runs: number }>(cases: readonly T[]): T[] {
  const rounds = Math.max(0, ...cases.map((each) => each.runs));
  return Array.from({ length: rounds }, (_, round) => cases.filter((each) => each.runs > round)).flat();
}

/** A Chromium profile whose storage holds a guest basket of `items`, as a returning shopper's would: remove it after. */
export async function profileWithBasket(url: string, items: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-lh-'));
  if (items > 0) {
    const context = await chromium.launchPersistentContext(dir, launchOptions);
    const page = await context.newPage();
    await page.goto(new URL(url).origin);
    await seedGuestBasket(page, items);
    await context.close();
  }
  return dir;
}

/**
 * Runs Lighthouse once on `each` through `lhci collect`, in the Chromium profile `profile` (profileWithBasket), and
 * adds its reports (JSON and HTML) to those in `folder`. Cold views use Lighthouse's simulated throttling. Repeat
 * views use DevTools throttling, applied to the browser's network: the simulation would replay every answer of the
 * service worker as a network download.
 */
export async function collect(each: LighthouseCase, folder: string, profile: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const config = {
    ci: {
      collect: {
        url: [each.url],
        // One run per collect: the visit script, run once per collect, prepares each run.
        numberOfRuns: 1,
        chromePath: chromiumPath,
        puppeteerScript: relative(folder, VISIT_SCRIPT),
        puppeteerLaunchOptions: { args: launchOptions.args, userDataDir: profile },
        settings: {
          // The script resets the browser before each run; Lighthouse's own reset would drop the basket.
          disableStorageReset: true,
          ...(each.preset === 'desktop' ? { preset: 'desktop' } : {}),
          ...(each.visit === 'repeat' ? { throttlingMethod: 'devtools' } : {}),
        },
      },
    },
  };
  await writeFile(join(folder, 'lighthouserc.json'), JSON.stringify(config, null, 2));
  await promisify(execFile)(process.execPath, [LHCI, 'collect', '--config=lighthouserc.json', '--additive'], {
    cwd: folder,
    env: { ...process.env, BENCH_VISIT: each.visit, BENCH_WORKER: each.worker ? 'yes' : '' },
  });
}

/** A Lighthouse result, as far as the bench reads it. */
export interface Lhr {
  /** Each audit's figure, and its table's rows (a main-thread group's time, a long task, a script's CPU time). */
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
  categories: Record<string, { score: number | null }>;
  /** Lighthouse's own measure of the machine's speed before each run: higher is faster. */
  environment: { benchmarkIndex: number };
}

/** The Lighthouse results `collect` left in `folder`. */
export async function resultsIn(folder: string): Promise<Lhr[]> {
  const dir = join(folder, '.lighthouseci');
  const files = (await readdir(dir)).filter((file) => /^lhr-.*\.json$/.test(file));
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as Lhr));
}

/** A run's figure for `key`: an audit's measure, or a category's score for `categories:<name>`; NaN if none. */
const figureOf = (run: Lhr, key: string) =>
  key.startsWith('categories:')
    ? (run.categories[key.slice('categories:'.length)]?.score ?? NaN)
    : (run.audits[key]?.numericValue ?? NaN);

/** The median of `runs`' figures for `key` (figureOf): the mean of the middle two of an even number. */
export const median = (runs: Lhr[], key: string): number => medianOf(runs.map((run) => figureOf(run, key)));

/** The median of `values`: the mean of the middle two of an even number. */
export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle]! + sorted[middle + 1]!) / 2;
}

export const atLeast = (minScore: number): Target => ({ minScore });
export const atMost = (maxNumericValue: number): Target => ({ maxNumericValue });

/**
 * The verdict on `runs` for `key` (figureOf): their median against `target`, as Lighthouse CI's median aggregation
 * judges it. A figure no run has is a miss.
 */
export function judge(runs: Lhr[], key: string, target: Target): { actual: number; passed: boolean } {
  const actual = median(runs, key);
  return { actual, passed: 'minScore' in target ? actual >= target.minScore : actual <= target.maxNumericValue };
}
