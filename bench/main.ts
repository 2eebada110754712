// `npm run bench`: builds the storefront and the floor app, serves them with gzip, measures, and writes
// reports/bench/report.md and report.json (every figure against its target) beside Lighthouse's own reports.
// Timings live here, never in pass/fail tests.
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { initialJavaScriptBytes } from '../build/initial-scripts';
import { chromiumPath } from '../harness/browser';
import { benchBasketPage } from './basket-page';
import { benchDomain } from './domain';
import { benchEarlyTaps } from './early-taps';
import { buildFloorApp, copyWithWorker } from './floor';
import { benchInteraction } from './interaction';
import {
  atLeast,
  atMost,
  collect,
  judge,
  median,
  resultsIn,
  slug,
  type LighthouseCase,
  type Target,
} from './lighthouse';
import { serve } from './serve';

const REPORTS = 'reports/bench';
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const FLOOR = `http://127.0.0.1:${PORT + 1}`;
/** The floor app answered by a service worker: the floor of a repeat view (decision 0025). */
const FLOOR_WORKER = `http://127.0.0.1:${PORT + 2}`;
const FLOOR_DIR = 'node_modules/.bench/floor';
const FLOOR_WORKER_DIR = 'node_modules/.bench/floor-worker';
/** How far above the floor app our TBT, initial JavaScript, LCP of a page drawn by the app and repeat views may be. */
const FLOOR_MARGIN = { tbtMs: 10, jsKb: 10, lcpRatio: 1.05 };

interface Check {
  what: string;
  target: string;
  measured: string;
  met: boolean;
  /** Why it missed, where the figure itself decides; otherwise KNOWN_LIMITS says. */
  why?: string;
}

/** How far above the floor app with a worker decision 0026 accepts each page's repeat view, and says why. */
const ACCEPTED_REPEAT_RATIO: Record<string, number> = { '/': 2.25, '/login': 1.6, '/checkout': 2 };
const REPEAT_VIEW_COST =
  'What the time above the floor app’s goes to, page by page: docs/decisions/0026-repeat-views-keep-the-content-and-the-container.md.';

/** Why a repeat view missed: the accepted cost of its content and container, or more than that. */
const whyRepeatViewMissed = (path: string, lcp: number, floorLcp: number) => {
  const ratio = Number((lcp / floorLcp).toFixed(2));
  const accepted = ACCEPTED_REPEAT_RATIO[path];
  const measured = `${ratio}× the floor app’s with a worker`;
  if (accepted === undefined) return `${measured}; decision 0026 accepts no ratio for this page.`;
  return ratio <= accepted
    ? `${measured}, within the ${accepted}× decision 0026 accepts. ${REPEAT_VIEW_COST}`
    : `${measured}, past the ${accepted}× decision 0026 accepts for the page’s content and container: a regression to find.`;
};

/** Why a target can be missed, as profiling found it, so a reader of a miss knows whether it is a defect. */
const KNOWN_LIMITS: Array<[RegExp, string]> = [
  [/\(mobile\): performance$/, 'The score follows TBT and, on /checkout, LCP (their rows say why).'],
  [
    /\/checkout.*\(mobile\): LCP$/,
    'The rows are the basket saved in this browser, which only the app can draw: in Lighthouse’s simulation the largest paint waits for the app’s script, larger than the floor app’s by our own code (decision 0024 reads the simulation).',
  ],
  [
    /\(desktop\): TBT$/,
    'Desktop runs leave the CPU at full speed, so only a task over 50 ms counts: the app’s start-up (evaluating its chunk, building the container, hydrating) is split into tasks near that size, and a slower machine takes one past it.',
  ],
  [
    /\(mobile\): TBT$/,
    'The time above the floor app is our own start-up: compare the two runs’ script evaluation in their Lighthouse reports.',
  ],
  [
    /against the floor app$/,
    'Above the floor app is our own code: screens, components, use cases, the domain and the profile’s adapters (decision 0009 records what was measured to move it).',
  ],
  [
    /1,000 rows rendered/,
    'Every row stays in the page (windowing would break find-in-page and the list’s screen-reader semantics): React renders and creates about 8,000 nodes, and focusing the new page’s heading forces a layout.',
  ],
  [
    /one removal re-rendered/,
    'One removal re-renders the basket list and the subtotal and lays out the rows that stay: close to a 16 ms frame, so a slower machine passes it (compare the 1,000 rows with their target in the same run).',
  ],
  [
    /on 100,000 items/,
    'Copying 100,000 references takes about a millisecond, so a shared machine’s garbage collection and neighbours swing it.',
  ],
];

const whyMissed = (check: Check) =>
  check.met
    ? ''
    : (check.why ?? KNOWN_LIMITS.find(([pattern]) => pattern.test(check.what))?.[1] ?? 'not yet explained');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString('en-US')} ms`;
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const check = (what: string, target: string, measured: string, met: boolean, why?: string): Check => ({
  what,
  target,
  measured,
  met,
  ...(why === undefined ? {} : { why }),
});

const PAGES = [
  { name: '/', path: '/', basket: 0 },
  { name: '/login', path: '/login', basket: 0 },
  { name: '/checkout (3 items)', path: '/checkout', basket: 3 },
  { name: '/checkout (20 items)', path: '/checkout', basket: 20 },
];
/** The floor app's pages: `/` paints from HTML alone; the rows of `/basket` need the app, as /checkout's do. */
const floorPageFor = (path: string) => (path === '/checkout' ? '/basket' : '/');

const CASES: LighthouseCase[] = [
  ...PAGES.flatMap((page) =>
    (['mobile', 'desktop'] as const).map((preset) => ({
      ...page,
      url: BASE + page.path,
      preset,
      visit: 'cold' as const,
      worker: true,
    })),
  ),
  ...PAGES.map((page) => ({
    ...page,
    url: BASE + page.path,
    preset: 'mobile' as const,
    visit: 'repeat' as const,
    worker: true,
  })),
  ...['/', '/basket'].flatMap((path) => [
    ...(['cold', 'repeat'] as const).map((visit) => ({
      name: `floor app ${path}`,
      path,
      url: FLOOR + path,
      basket: 0,
      preset: 'mobile' as const,
      visit,
      worker: false,
    })),
    {
      name: `floor app ${path} with a worker`,
      path,
      url: FLOOR_WORKER + path,
      basket: 0,
      preset: 'mobile' as const,
      visit: 'repeat' as const,
      worker: true,
    },
  ]),
];

/**
 * Lighthouse's figures, judged by Lighthouse CI against each page's targets, and the lowest and highest
 * benchmark index Lighthouse read before its runs: whether the machine was as fast throughout.
 */
async function lighthouseChecks(): Promise<{ checks: Check[]; benchmarkIndex: [number, number] }> {
  const runs = new Map<LighthouseCase, Awaited<ReturnType<typeof resultsIn>>>();
  for (const each of CASES) {
    console.log(`  ${each.name} (${each.preset}, ${each.visit})`);
    await collect(each, join(REPORTS, 'lighthouse', slug(each)));
    runs.set(each, await resultsIn(join(REPORTS, 'lighthouse', slug(each))));
  }
  const floor = (path: string, visit: string, auditId: string, base = FLOOR) =>
    median(runs.get(CASES.find((each) => each.url === base + path && each.visit === visit)!)!, auditId);
  const checks: Check[] = [];
  for (const each of CASES.filter((candidate) => candidate.url.startsWith(BASE))) {
    const label = `${each.name} (${each.preset}${each.visit === 'repeat' ? ', repeat view' : ''})`;
    const targets: Array<[string, string, Target, string, ((actual: number) => string)?]> = [];
    const floorPage = floorPageFor(each.path);
    if (each.visit === 'repeat') {
      // Judged against the floor app answered by a worker too; its repeat view from the HTTP cache is shown beside.
      const floorLcp = floor(floorPage, 'repeat', 'largest-contentful-paint', FLOOR_WORKER);
      const fromHttpCache = floor(floorPage, 'repeat', 'largest-contentful-paint');
      const limit = floorLcp * FLOOR_MARGIN.lcpRatio;
      const target = `≤ ${ms(limit)} (the floor app ${floorPage} with a worker ${ms(floorLcp)} × ${FLOOR_MARGIN.lcpRatio}; from the HTTP cache, ${ms(fromHttpCache)})`;
      const why = (lcp: number) => whyRepeatViewMissed(each.path, lcp, floorLcp);
      targets.push(['LCP', 'largest-contentful-paint', atMost(limit), target, why]);
    } else {
      if (each.preset === 'mobile') {
        targets.push(['performance', 'categories:performance', atLeast(1), '100']);
        const floorLcp = floor(floorPage, 'cold', 'largest-contentful-paint');
        const drawnByTheApp = floorPage === '/basket';
        const limit = drawnByTheApp ? floorLcp * FLOOR_MARGIN.lcpRatio : 1200;
        const target = drawnByTheApp
          ? `≤ ${ms(limit)} (floor app /basket ${ms(floorLcp)} × ${FLOOR_MARGIN.lcpRatio})`
          : '≤ 1,200 ms';
        targets.push(['LCP', 'largest-contentful-paint', atMost(limit), target]);
      }
      for (const [name, category] of [
        ['accessibility', 'accessibility'],
        ['best practices', 'best-practices'],
        ['SEO', 'seo'],
      ]) {
        targets.push([name!, `categories:${category}`, atLeast(1), '100']);
      }
      // On mobile the runtime itself blocks the main thread for a while: judged against the floor app.
      const floorTbt = floor('/', 'cold', 'total-blocking-time');
      targets.push(
        each.preset === 'mobile'
          ? [
              'TBT',
              'total-blocking-time',
              atMost(floorTbt + FLOOR_MARGIN.tbtMs),
              `≤ ${ms(floorTbt + FLOOR_MARGIN.tbtMs)} (floor app ${ms(floorTbt)} + ${FLOOR_MARGIN.tbtMs} ms)`,
            ]
          : ['TBT', 'total-blocking-time', atMost(0), '0 ms'],
      );
      targets.push(['CLS', 'cumulative-layout-shift', atMost(0), '0']);
    }
    for (const [name, key, assertion, target, why] of targets) {
      const { actual, passed } = judge(runs.get(each)!, key, assertion);
      const measured = key.startsWith('categories:')
        ? String(Math.round(actual * 100))
        : key === 'cumulative-layout-shift'
          ? actual.toFixed(3)
          : ms(actual);
      checks.push(check(`${label}: ${name}`, target, measured, passed, passed ? undefined : why?.(actual)));
    }
  }
  const indices = [...runs.values()].flat().map((run) => run.environment.benchmarkIndex);
  return { checks, benchmarkIndex: [Math.min(...indices), Math.max(...indices)] };
}

/** The home page's JavaScript before interaction, gzip, in each profile's build, against the floor app's. */
async function initialJavaScriptChecks(): Promise<Check[]> {
  const firebaseDir = resolve('node_modules/.bench/firebase');
  const profile = { VITE_AUTH_PROFILE: 'firebase', VITE_FIREBASE_API_KEY: 'bench', VITE_FIREBASE_PROJECT_ID: 'bench' };
  Object.assign(process.env, profile);
  try {
    await build({
      logLevel: 'warn',
      build: { outDir: firebaseDir, emptyOutDir: true, sourcemap: false, manifest: true },
    });
  } finally {
    for (const name of Object.keys(profile)) delete process.env[name];
  }
  const floorAssets = join(FLOOR_DIR, 'assets');
  const floorScripts = (await readdir(floorAssets)).filter((file) => file.endsWith('.js'));
  let floor = 0; // all of the floor app's scripts run before it is interactive
  for (const file of floorScripts) floor += gzipSync(await readFile(join(floorAssets, file))).length;
  const ceiling = floor + FLOOR_MARGIN.jsKb * 1024;
  const profiles: Array<[string, number]> = [
    ['fake', await initialJavaScriptBytes('dist')],
    ['Firebase', await initialJavaScriptBytes(firebaseDir)],
  ];
  return profiles.flatMap(([name, bytes]) => {
    const what = `/: JavaScript before interaction, ${name} profile (gzip, inline script included)`;
    // Its absolute budget is a pass/fail test's (tests/build/initial-bundle.test.ts); here, the floor's.
    return [
      check(
        `${what}, against the floor app`,
        `≤ ${kb(ceiling)} (floor app ${kb(floor)} + ${FLOOR_MARGIN.jsKb} KB)`,
        kb(bytes),
        bytes <= ceiling,
      ),
    ];
  });
}

async function main() {
  await rm(REPORTS, { recursive: true, force: true });
  await mkdir(REPORTS, { recursive: true });
  console.log('Building…');
  await build({ logLevel: 'warn', build: { sourcemap: false, manifest: true } });
  await buildFloorApp(FLOOR_DIR);
  await copyWithWorker(FLOOR_DIR, FLOOR_WORKER_DIR);
  const server = await serve('dist', PORT);
  const floorServer = await serve(FLOOR_DIR, PORT + 1);
  const floorWorkerServer = await serve(FLOOR_WORKER_DIR, PORT + 2);
  try {
    const checks = await initialJavaScriptChecks();
    console.log('Domain micro-benchmarks…');
    for (const result of (await benchDomain()).filter((each) => each.size === 100_000)) {
      checks.push(
        check(`${result.operation} on 100,000 items (mean)`, '≤ 5 ms', ms(result.meanMs), result.meanMs <= 5),
      );
    }
    console.log('Basket page with 1,000 rows in Chromium…');
    const basketPage = await benchBasketPage(BASE);
    const [render, removal] = [middle(basketPage.renderMs), middle(basketPage.removeMs)];
    checks.push(
      check('Basket page: 1,000 rows rendered (median)', '≤ 100 ms', ms(render), render <= 100),
      check('Basket page: one removal re-rendered (median)', '≤ 16 ms', ms(removal), removal <= 16),
    );
    console.log('Clicks answered, CPU slowed 4×…');
    const interaction = await benchInteraction(BASE);
    for (const [what, times] of [
      ['"Add to Basket" click to the next paint of the new count (CPU 4×, median)', interaction.addToBasketMs],
      [
        '"Remove from Basket" on 100 rows to the next paint of the new count (CPU 4×, median)',
        interaction.removeFromBasketMs,
      ],
    ] as const) {
      checks.push(check(what, '≤ 100 ms', ms(middle(times)), middle(times) <= 100));
    }
    console.log('Taps from the first paint on a slow phone…');
    const taps = await benchEarlyTaps(BASE);
    const label = `Taps on "Add to Basket" from the first paint of /, slow 4G and CPU 4× (${taps.tapsBeforeInteractive} of ${taps.taps} before the app was interactive)`;
    checks.push(
      check(`${label}: lost`, '0', String(taps.tapsLost), taps.tapsLost === 0),
      check(`${label}: counted twice`, '0', String(taps.tapsDoubled), taps.tapsDoubled === 0),
    );
    console.log(`Lighthouse CI (${CASES.length} cases, 3 runs each; about 25 minutes)…`);
    const lighthouse = await lighthouseChecks();
    checks.push(...lighthouse.checks);
    await report(checks, lighthouse.benchmarkIndex);
  } finally {
    server.close();
    floorServer.close();
    floorWorkerServer.close();
  }
}

async function report(checks: Check[], [slowest, fastest]: [number, number]) {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${execFileSync(chromiumPath, ['--version']).toString().trim()}`;
  const speed = `Lighthouse's benchmark index (the machine's speed, higher is faster) read ${Math.round(slowest).toLocaleString('en-US')} to ${Math.round(fastest).toLocaleString('en-US')} before its runs`;
  const date = new Date().toISOString();
  await writeFile(
    `${REPORTS}/report.json`,
    JSON.stringify({ date, machine, benchmarkIndex: { slowest, fastest }, checks }, null, 2) + '\n',
  );
  const row = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  const table = checks.map((each) =>
    row([each.what, each.target, each.measured, each.met ? 'yes' : '**no**', whyMissed(each)]),
  );
  await writeFile(
    `${REPORTS}/report.md`,
    [
      '# Storefront benchmark',
      '',
      `Measured ${date} on ${machine}. ${speed}. Lighthouse's reports of each run are in lighthouse/.`,
      '',
      row(['What', 'Target', 'Measured', 'Met', 'Why missed']),
      row(['---', '---', '---', '---', '---']),
      ...table,
      '',
    ].join('\n'),
  );
  const missed = checks.filter((each) => !each.met);
  console.log(`\nbench: ${checks.length - missed.length} targets met, ${missed.length} missed (${REPORTS}/report.md)`);
  console.log(`  ${speed}.`);
  for (const each of missed) {
    console.log(`  missed: ${each.what}: ${each.measured} (target ${each.target}): ${whyMissed(each)}`);
  }
}

await main();
