// `npm run bench`: builds the storefront, serves it with gzip, measures, and writes bench/report.md and
// bench/report.json with every figure against its target. Timings live here, never in pass/fail tests.
import { execFileSync } from 'node:child_process';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { chromiumPath } from '../../features/support/browser';
import { benchBasketPage } from './basket-page';
import { benchBasketStorage } from './basket-storage';
import { benchDomain } from './domain';
import { buildFloorApp } from './floor';
import { benchInteraction, type InteractionResult } from './interaction';
import { benchLighthouse, FLOOR_PAGES, type LighthouseResult } from './lighthouse';
import { serve } from './serve';

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const FLOOR_PORT = PORT + 1;
const FLOOR_DIR = 'node_modules/.bench/floor';
/** How far above the floor app our TBT and initial JavaScript may be (issue 15). */
const FLOOR_MARGIN = { tbtMs: 10, jsKb: 10 };

interface Check {
  what: string;
  target: string;
  measured: string;
  met: boolean;
}

/**
 * Why a target can be missed, from profiling on this machine kind (2 vCPU, shared): shown next to a
 * missed target so a reader knows whether it is a defect or a floor.
 */
const KNOWN_LIMITS: Array<[RegExp, string]> = [
  [
    /: TBT$/,
    'The app loads after the first paint (so FCP and LCP happen on HTML alone), then evaluating its chunk (React 19, React Router 7, Inversify: about 110 KB gzip) is one task of 130–200 ms on the 4× slowed CPU, and the first render another; hydration is time-sliced. Evaluating React DOM in a task of its own did not lower TBT (measured). Loading the app before the first paint gave 51–152 ms TBT but a 1.8 s LCP: the LCP target won. TBT 0 needs a lighter runtime than the design card’s. Figures swing widely on this shared machine.',
  ],
  [/\(mobile\): performance$/, 'The score follows TBT (above), and on /checkout its LCP (below).'],
  [
    /^\/checkout.*: LCP$/,
    'The basket lives in this browser, so its rows can only be drawn once the app runs: the largest element is the first row, painted after the app loads. The prerendered page shows the heading and the subtotal panel at first paint.',
  ],
  [
    /1,000 rows rendered/,
    'A CPU profile (2026-11-23) put the largest share in the pictures: React set each src twice, starting two loads per row; now set once, which took 29–40% off the main thread’s time (measured on a loaded machine). What remains is React’s render and DOM creation for about 8,000 nodes, and loading 1,000 pictures. Windowing would meet it but would break find-in-page and the list’s screen-reader semantics, so every row is rendered.',
  ],
  [
    /on 100,000 items/,
    'Copying 100,000 references is about 1 ms; runs on this shared machine swing with garbage collection and neighbours (a standalone run stays under target).',
  ],
];

const whyMissed = (check: Check) =>
  check.met ? '' : (KNOWN_LIMITS.find(([pattern]) => pattern.test(check.what))?.[1] ?? 'not yet explained');

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
      checks.push({
        what: `${label}: LCP`,
        target: '≤ 1,200 ms',
        measured: ms(metrics.lcpMs),
        met: metrics.lcpMs <= 1200,
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
    });
    checks.push({ what: `${label}: CLS`, target: '0', measured: metrics.cls.toFixed(3), met: metrics.cls === 0 });
  }
  for (const result of ours.filter((each) => each.visit === 'repeat')) {
    checks.push({
      what: `${result.page} (mobile, repeat view): LCP`,
      target: '≤ 800 ms',
      measured: ms(result.metrics.lcpMs),
      met: result.metrics.lcpMs <= 800,
    });
  }
  const home = ours.find((result) => result.page === '/' && result.preset === 'mobile' && result.visit === 'cold')!;
  const homeJsBytes = scriptBytes(home);
  checks.push({
    what: '/: JavaScript before interaction (gzip)',
    target: '≤ 115 KB',
    measured: kb(homeJsBytes),
    met: homeJsBytes <= 115 * 1024,
  });
  const floorJsBytes = scriptBytes(floor);
  checks.push({
    what: '/: JavaScript before interaction (gzip), against the floor app',
    target: `≤ ${kb(floorJsBytes + FLOOR_MARGIN.jsKb * 1024)} (floor app ${kb(floorJsBytes)} + ${FLOOR_MARGIN.jsKb} KB)`,
    measured: kb(homeJsBytes),
    met: homeJsBytes <= floorJsBytes + FLOOR_MARGIN.jsKb * 1024,
  });
  return checks;
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
  await build({ logLevel: 'warn', build: { sourcemap: false } });
  await buildFloorApp(FLOOR_DIR);
  const server = await serve('dist', PORT);
  const floorServer = await serve(FLOOR_DIR, FLOOR_PORT);
  try {
    console.log('Domain micro-benchmarks…');
    const domain = await benchDomain();
    console.log('Basket page with 1,000 rows in Chromium…');
    const basketPage = await benchBasketPage(BASE);
    console.log('Basket storage adapters, each in its own build (bench/basket-storage.md)…');
    await benchBasketStorage();
    console.log('Clicks answered, CPU slowed 4×…');
    const interaction = await benchInteraction(BASE);
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
      ...lighthouseChecks(lighthouse),
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
    await writeFile(
      'bench/report.json',
      JSON.stringify({ machine, checks, domain, basketPage, interaction, lighthouse }, null, 2) + '\n',
    );
    await writeFile('bench/report.md', markdown(machine, checks, domain, lighthouse));
    const missed = checks.filter((check) => !check.met);
    console.log(`\nbench: ${checks.length - missed.length} targets met, ${missed.length} missed (bench/report.md)`);
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

The floor app (bench/floor) runs on exactly the design card's runtime, prerendered and hydrated as the
storefront is, measured in this run with the same Lighthouse set-up (mobile, cold). Its \`/\` paints from
HTML alone, as our \`/\` and \`/login\` do; its \`/basket\` has rows only the app can draw, fetched at once,
as our \`/checkout\` with items has. Script evaluation is the main thread's time running JavaScript during the
load, as observed (Lighthouse multiplies it by 4 when it simulates the slow phone).

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
