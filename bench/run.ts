// `npm run bench`: builds the storefront, serves it with gzip, measures, and writes bench/results/report.md
// and report.json with every figure against its target. Timings live here, never in pass/fail tests.
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { chromiumPath } from '../testing/browser';
import { benchBasketPage } from './basket-page';
import { benchBasketStorage } from './basket-storage';
import { benchDomain } from './domain';
import { benchEarlyTaps, type EarlyTapsResult } from './early-taps';
import { initialJavaScriptBytes } from '../build/initial-scripts';
import { buildFloorApp } from './floor';
import { benchInteraction, type InteractionResult } from './interaction';
import { benchLighthouse, FLOOR_PAGES, type LighthouseResult } from './lighthouse';
import { RESULTS } from './results';
import { serve } from './serve';

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const FLOOR_PORT = PORT + 1;
const FLOOR_DIR = 'node_modules/.bench/floor';
/** How far above the floor app our TBT, initial JavaScript and LCP of a page drawn by the app may be. */
const FLOOR_MARGIN = { tbtMs: 10, jsKb: 10, lcpRatio: 1.1 };

interface Check {
  what: string;
  target: string;
  measured: string;
  met: boolean;
  /** Why it is missed, from this run's own figures; otherwise KNOWN_LIMITS says. */
  why?: string;
}

/**
 * Why a target can be missed, as profiling found it: shown next to a missed target so a reader knows whether
 * it is a defect or a floor.
 */
const KNOWN_LIMITS: Array<[RegExp, string]> = [
  [/\(mobile\): performance$/, 'The score follows TBT and, on /checkout, LCP (their rows say why).'],
  [
    /1,000 rows rendered/,
    'Every row stays in the page (windowing would break find-in-page and the list’s screen-reader semantics): React renders and creates about 8,000 nodes, and focusing the new page’s heading forces a layout (the traces are in docs/bench/history.md).',
  ],
  [
    /on 100,000 items/,
    'Copying 100,000 references takes about a millisecond, so a shared machine’s garbage collection and neighbours swing it (a standalone run stays under target).',
  ],
];

const whyMissed = (check: Check) =>
  check.met
    ? ''
    : (check.why ?? KNOWN_LIMITS.find(([pattern]) => pattern.test(check.what))?.[1] ?? 'not yet explained');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function imageSizes(): Promise<Array<{ file: string; bytes: number }>> {
  const folders = ['public/images/products', 'dist/assets'];
  const sizes = [];
  for (const folder of folders) {
    for (const file of await readdir(folder)) {
      if (/\.(svg|png|jpe?g|webp|avif)$/.test(file))
        sizes.push({ file: join(folder, file), bytes: (await stat(join(folder, file))).size });
    }
  }
  return sizes;
}

/** Scripts a page loaded before it was interactive, as transferred (gzip). */
const scriptBytes = (result: LighthouseResult) =>
  result.files.filter((file) => file.type === 'Script').reduce((total, file) => total + file.transferBytes, 0);

function lighthouseChecks(results: LighthouseResult[]): Check[] {
  const checks: Check[] = [];
  const floorPages = new Set(FLOOR_PAGES.map((page) => page.name));
  const floor = results.find((result) => result.page === FLOOR_PAGES[0]!.name)!;
  const floorWithRows = results.find((result) => result.page === FLOOR_PAGES[1]!.name)!;
  const evaluation = (result: LighthouseResult) => ms(result.mainThread.scriptEvaluation ?? 0);
  const rowsNeedTheApp = (result: LighthouseResult) =>
    `The rows are the basket saved in this browser, which only the app can draw: the largest paint (${result.lcpElement.slice(0, 40)}…) waits for the app's download, evaluation (${evaluation(result)}) and first render.`;
  const ours = results.filter((result) => !floorPages.has(result.page));
  for (const result of ours.filter((each) => each.visit === 'cold')) {
    const label = `${result.page} (${result.preset})`;
    const { scores, metrics } = result;
    if (result.preset === 'mobile') {
      checks.push({
        what: `${label}: performance`,
        target: '100',
        measured: String(scores.performance),
        met: scores.performance === 100,
      });
      // The floor's own page of that kind misses 1,200 ms: a page whose rows the app draws is judged against it.
      const drawnByTheApp = result.page.startsWith('/checkout');
      const lcpTargetMs = drawnByTheApp ? floorWithRows.metrics.lcpMs * FLOOR_MARGIN.lcpRatio : 1200;
      checks.push({
        what: `${label}: LCP`,
        target: drawnByTheApp
          ? `≤ ${ms(lcpTargetMs)} (floor app /basket ${ms(floorWithRows.metrics.lcpMs)} × ${FLOOR_MARGIN.lcpRatio})`
          : '≤ 1,200 ms',
        measured: ms(metrics.lcpMs),
        met: metrics.lcpMs <= lcpTargetMs,
        why: drawnByTheApp ? rowsNeedTheApp(result) : undefined,
      });
    }
    for (const [name, score] of [
      ['accessibility', scores.accessibility],
      ['best practices', scores.bestPractices],
      ['SEO', scores.seo],
    ] as const) {
      checks.push({ what: `${label}: ${name}`, target: '100', measured: String(score), met: score === 100 });
    }
    // On mobile the runtime itself blocks the main thread for a while: judged against the floor app.
    const tbtTarget = result.preset === 'mobile' ? floor.metrics.tbtMs + FLOOR_MARGIN.tbtMs : 0;
    checks.push({
      what: `${label}: TBT`,
      target:
        result.preset === 'mobile'
          ? `≤ ${ms(tbtTarget)} (floor app ${ms(floor.metrics.tbtMs)} + ${FLOOR_MARGIN.tbtMs} ms)`
          : '0 ms',
      measured: ms(metrics.tbtMs),
      met: metrics.tbtMs <= tbtTarget,
      why:
        result.preset === 'mobile'
          ? `Script evaluation was ${evaluation(result)} here against the floor app's ${evaluation(floor)} (Lighthouse's figures for its 4× slower phone): the difference is our own start-up, in ${kb(scriptBytes(result) - scriptBytes(floor))} gzip more script than the floor's.`
          : `Script evaluation was ${evaluation(result)} in all (no CPU slowdown on desktop), and at least one start-up task ran past 50 ms.`,
    });
    checks.push({ what: `${label}: CLS`, target: '0', measured: metrics.cls.toFixed(3), met: metrics.cls === 0 });
  }
  for (const result of ours.filter((each) => each.visit === 'repeat')) {
    checks.push({
      what: `${result.page} (mobile, repeat view): LCP`,
      target: '≤ 800 ms',
      measured: ms(result.metrics.lcpMs),
      met: result.metrics.lcpMs <= 800,
      why: result.page.startsWith('/checkout')
        ? `${rowsNeedTheApp(result)} From the cache the download is gone, not the evaluation and render.`
        : `LCP follows the first paint (FCP ${ms(result.metrics.fcpMs)}): a cached page is still revalidated (304: pages are no-cache, as on Hosting), then parsed, styled and laid out on the 4× slower CPU before it paints.`,
    });
  }
  return checks;
}

/** The home page's JavaScript before interaction, gzip, by profile: its script files and its inline script. */
interface InitialJavaScript {
  offline: number;
  firebase: number;
  floor: number;
}

function initialJavaScriptChecks({ offline, firebase, floor }: InitialJavaScript): Check[] {
  const ceiling = floor + FLOOR_MARGIN.jsKb * 1024;
  return [
    ['offline', offline],
    ['Firebase', firebase],
  ].flatMap(([profile, bytes]) => {
    const what = `/: JavaScript before interaction, ${profile} profile (gzip, inline script included)`;
    return [
      { what, target: '≤ 115 KB', measured: kb(bytes as number), met: (bytes as number) <= 115 * 1024 },
      {
        what: `${what}, against the floor app`,
        target: `≤ ${kb(ceiling)} (floor app ${kb(floor)} + ${FLOOR_MARGIN.jsKb} KB)`,
        measured: kb(bytes as number),
        met: (bytes as number) <= ceiling,
        why: `The ${kb((bytes as number) - floor)} above the floor app are our own code: screens, components, use cases, the domain and the profile's adapters (each build ships only its own profile's). Ways to move code out were built and measured (decision 0009): splitting the routes took 0.3 KB off the home page; fetching the auth adapters once the app has started took 1.9 KB off the offline build but put a round trip on the basket page's rows (LCP 1.25× the floor's), so it was undone.`,
      },
    ];
  });
}

/** Builds the Firebase profile (as tests/build does) and measures its home page's JavaScript before interaction. */
async function firebaseProfileJavaScript(): Promise<number> {
  const outDir = resolve('node_modules/.bench/firebase');
  const profile = { VITE_AUTH_PROFILE: 'firebase', VITE_FIREBASE_API_KEY: 'bench', VITE_FIREBASE_PROJECT_ID: 'bench' };
  Object.assign(process.env, profile);
  try {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true } });
  } finally {
    for (const name of Object.keys(profile)) delete process.env[name];
  }
  return initialJavaScriptBytes(outDir);
}

/** The floor app's scripts, gzip: all of them run before it is interactive. */
async function floorJavaScript(): Promise<number> {
  const assets = join(FLOOR_DIR, 'assets');
  const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  const sizes = await Promise.all(scripts.map(async (file) => gzipSync(await readFile(join(assets, file))).length));
  return sizes.reduce((total, size) => total + size, 0);
}

function earlyTapChecks(taps: EarlyTapsResult): Check[] {
  const span = `first paint → interactive ${ms(median(taps.firstPaintToInteractiveMs))} (median)`;
  const label = `Taps on "Add to Basket" from the first paint of /, slow 4G and CPU 4× (${taps.tapsBeforeInteractive} of ${taps.taps} before the app was interactive; ${span})`;
  return [
    { what: `${label}: lost`, target: '0', measured: String(taps.tapsLost), met: taps.tapsLost === 0 },
    { what: `${label}: counted twice`, target: '0', measured: String(taps.tapsDoubled), met: taps.tapsDoubled === 0 },
  ];
}

function interactionChecks(interaction: InteractionResult): Check[] {
  return [
    ['"Add to Basket" click to the next paint of the new count (CPU 4×, median)', interaction.addToBasketMs],
    [
      '"Remove from Basket" on 100 rows to the next paint of the new count (CPU 4×, median)',
      interaction.removeFromBasketMs,
    ],
  ].map(([what, times]) => ({
    what: what as string,
    target: '≤ 100 ms',
    measured: ms(median(times as number[])),
    met: median(times as number[]) <= 100,
  }));
}

async function main() {
  console.log('Building…');
  const firebase = await firebaseProfileJavaScript();
  await build({ logLevel: 'warn', build: { sourcemap: false, manifest: true } });
  await buildFloorApp(FLOOR_DIR);
  const initialJavaScript = { offline: await initialJavaScriptBytes('dist'), firebase, floor: await floorJavaScript() };
  const server = await serve('dist', PORT);
  const floorServer = await serve(FLOOR_DIR, FLOOR_PORT);
  try {
    console.log('Domain micro-benchmarks…');
    const domain = await benchDomain();
    console.log('Basket page with 1,000 rows in Chromium…');
    const basketPage = await benchBasketPage(BASE);
    console.log(`Basket storage adapters, each in its own build (${RESULTS}/basket-storage.md)…`);
    await benchBasketStorage();
    console.log('Clicks answered, CPU slowed 4×…');
    const interaction = await benchInteraction(BASE);
    console.log('Taps from the first paint on a slow phone…');
    const earlyTaps = await benchEarlyTaps(BASE);
    console.log('Lighthouse (4 pages × 2 presets, their repeat views, the floor app; 3 runs each; about 15 minutes)…');
    const lighthouse = await benchLighthouse(BASE, `http://127.0.0.1:${FLOOR_PORT}`);
    const images = await imageSizes();

    const checks: Check[] = [
      ...domain
        .filter((result) => result.size === 100_000)
        .map((result) => ({
          what: `${result.operation} on 100,000 items (mean)`,
          target: '≤ 5 ms',
          measured: ms(result.meanMs),
          met: result.meanMs <= 5,
        })),
      {
        what: 'Basket page: 1,000 rows rendered (median)',
        target: '≤ 100 ms',
        measured: ms(median(basketPage.renderMs)),
        met: median(basketPage.renderMs) <= 100,
      },
      {
        what: 'Basket page: one removal re-rendered (median)',
        target: '≤ 16 ms',
        measured: ms(median(basketPage.removeMs)),
        met: median(basketPage.removeMs) <= 16,
      },
      {
        what: 'Basket page: other rows kept on removal',
        target: 'yes',
        measured: basketPage.otherRowsKept ? 'yes' : 'no',
        met: basketPage.otherRowsKept,
      },
      ...interactionChecks(interaction),
      ...earlyTapChecks(earlyTaps),
      ...lighthouseChecks(lighthouse),
      ...initialJavaScriptChecks(initialJavaScript),
      ...images.map(({ file, bytes }) => ({
        what: `Image ${file}`,
        target: '≤ 30 KB',
        measured: kb(bytes),
        met: bytes <= 30 * 1024,
      })),
    ];

    const machine = {
      date: new Date().toISOString(),
      cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
      memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
      node: process.version,
      chromium: execFileSync(chromiumPath, ['--version']).toString().trim(),
    };
    await mkdir(RESULTS, { recursive: true });
    await writeFile(
      `${RESULTS}/report.json`,
      JSON.stringify(
        { machine, checks, domain, basketPage, interaction, earlyTaps, initialJavaScript, lighthouse },
        null,
        2,
      ) + '\n',
    );
    await writeFile(`${RESULTS}/report.md`, markdown(machine, checks, domain, lighthouse));
    const missed = checks.filter((check) => !check.met);
    console.log(
      `\nbench: ${checks.length - missed.length} targets met, ${missed.length} missed (${RESULTS}/report.md)`,
    );
    for (const check of missed)
      console.log(`  missed: ${check.what}: ${check.measured} (target ${check.target}): ${whyMissed(check)}`);
  } finally {
    server.close();
    floorServer.close();
  }
}

function markdown(
  machine: Record<string, string>,
  checks: Check[],
  domain: Awaited<ReturnType<typeof benchDomain>>,
  lighthouse: LighthouseResult[],
): string {
  const rows = (header: string[], body: string[][]) =>
    [
      `| ${header.join(' | ')} |`,
      `| ${header.map(() => '---').join(' | ')} |`,
      ...body.map((row) => `| ${row.join(' | ')} |`),
    ].join('\n');
  return `# Storefront benchmark

Measured ${machine.date} on ${machine.cpus}, ${machine.memory}, Node ${machine.node}, ${machine.chromium}.
Reproduce with \`npm run bench\` (production build served with gzip on 127.0.0.1).

## Targets

${rows(
  ['What', 'Target', 'Measured', 'Met', 'Why missed'],
  checks.map((check) => [check.what, check.target, check.measured, check.met ? 'yes' : '**no**', whyMissed(check)]),
)}

## Beside the floor of the runtime

The floor app (bench/floor) runs on exactly the storefront's runtime (React, React Router, Inversify), prerendered and hydrated as the
storefront is, measured in this run with the same Lighthouse set-up (mobile, cold). Its \`/\` paints from
HTML alone, as our \`/\` and \`/login\` do; its \`/basket\` has rows only the app can draw, fetched at once,
as our \`/checkout\` with items has. Script evaluation is the main thread's time running JavaScript during the
load, as Lighthouse reports it for its simulated phone (the observed time × 4).

${rows(
  [
    'Page',
    'LCP',
    'TBT',
    'Script evaluation',
    'Scripts (gzip)',
    'Floor app page',
    'Its LCP',
    'Its TBT',
    'Its script evaluation',
    'Its scripts (gzip)',
  ],
  lighthouse
    .filter((result) => result.preset === 'mobile' && result.visit === 'cold' && !result.page.startsWith('floor'))
    .map((result) => {
      const floorPage = FLOOR_PAGES[result.page.startsWith('/checkout') ? 1 : 0]!.name;
      const floor = lighthouse.find((each) => each.page === floorPage)!;
      return [
        result.page,
        ms(result.metrics.lcpMs),
        ms(result.metrics.tbtMs),
        ms(result.mainThread.scriptEvaluation ?? 0),
        kb(scriptBytes(result)),
        floorPage,
        ms(floor.metrics.lcpMs),
        ms(floor.metrics.tbtMs),
        ms(floor.mainThread.scriptEvaluation ?? 0),
        kb(scriptBytes(floor)),
      ];
    }),
)}

## Lighthouse 12 (median of 3 runs)

${rows(
  ['Page', 'Preset', 'Visit', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'LCP element'],
  lighthouse.map((result) => [
    result.page,
    result.preset,
    result.visit,
    String(result.scores.performance),
    String(result.scores.accessibility),
    String(result.scores.bestPractices),
    String(result.scores.seo),
    ms(result.metrics.fcpMs),
    ms(result.metrics.lcpMs),
    ms(result.metrics.tbtMs),
    result.metrics.cls.toFixed(3),
    ms(result.metrics.speedIndexMs),
    `\`${result.lcpElement.replace(/\|/g, '\\|').slice(0, 60)}\``,
  ]),
)}

## Audits that cost points

${rows(
  ['Page', 'Preset', 'Visit', 'Audits'],
  lighthouse.map((result) => [result.page, result.preset, result.visit, result.failedAudits.join('; ') || 'none']),
)}

## JavaScript and CSS loaded before interaction

${rows(
  ['Page', 'File', 'Raw', 'Transferred (gzip)'],
  lighthouse
    .filter((result) => result.preset === 'mobile' && result.visit === 'cold')
    .flatMap((result) =>
      result.files.map((file) => [result.page, file.url, kb(file.rawBytes), kb(file.transferBytes)]),
    ),
)}

## Domain operations (tinybench)

${rows(
  ['Operation', 'Items', 'Mean', 'p99'],
  domain.map((result) => [result.operation, result.size.toLocaleString('en-US'), ms(result.meanMs), ms(result.p99Ms)]),
)}
`;
}

await main();
