// The bench's report: each target with what was measured, and for a miss, why: measured where the same run's
// Lighthouse reports hold the cause, else the limit profiling found, or that none is known.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { chromiumPath } from '../qa/harness/browser';
import { figureOf, medianOf, type Lhr } from './lighthouse';

export function check(what: string, target: string, measured: string, met: boolean, why?: string) {
  return { what, target, measured, met, why }; // JSON leaves an undefined `why` out
}
export type Check = ReturnType<typeof check>;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString('en-US')} ms`;

/** Why a target can be missed, by a pattern of its name, as profiling found it: whether a miss is a defect. */
const KNOWN_LIMITS = Object.entries({
  '\\(mobile\\): performance$': 'The score follows TBT and, on /checkout, LCP (their rows say why).',
  '/checkout.*\\(mobile\\): LCP$':
    'The rows are the basket saved in this browser, which only the app can draw: in Lighthouse’s simulation the largest paint waits for the app’s script, larger than the floor app’s by our own code (decision 0024 reads the simulation).',
  'against the floor app$':
    'Above the floor app is our own code: screens, components, use cases, the domain and the profile’s adapters (decision 0009 records what was measured to move it).',
  '1,000 rows rendered':
    'Every row stays in the page (windowing would break find-in-page and the list’s screen-reader semantics): React renders and creates about 8,000 nodes, and focusing the new page’s heading forces a layout.',
  'one removal re-rendered':
    'One removal re-renders the basket list and the subtotal and lays out the rows that stay: close to a 16 ms frame, so a slower machine passes it (compare the 1,000 rows with the floor app’s in the same run).',
  'on 100,000 items':
    'Copying 100,000 references takes about a millisecond, so a shared machine’s garbage collection and neighbours swing it.',
}).map(([pattern, why]) => [new RegExp(pattern), why] as const);

export const whyMissed = (each: Check) =>
  each.met ? '' : (each.why ?? KNOWN_LIMITS.find(([pattern]) => pattern.test(each.what))?.[1] ?? 'not yet explained');

const rowsOf = (run: Lhr, audit: string) => run.audits[audit]?.details?.items ?? [];

/** The file a script's address names, `the page` for the home page. */
const scriptName = (url: unknown) => {
  if (!URL.canParse(String(url))) return 'unattributed';
  const { pathname } = new URL(String(url));
  return pathname === '/' ? 'the page' : pathname.split('/').pop()!;
};

/** Each label's median over `runs` of `audit`'s rows' `value`, summed per label: absent counts as 0. */
function mediansBy(runs: Lhr[], audit: string, label: (row: Record<string, unknown>) => string, value: string) {
  const labels = new Set(runs.flatMap((run) => rowsOf(run, audit).map(label)));
  const sum = (run: Lhr, name: string) =>
    rowsOf(run, audit)
      .filter((row) => label(row) === name)
      .reduce((total, row) => total + Number(row[value]), 0);
  return new Map([...labels].map((name) => [name, medianOf(runs.map((run) => sum(run, name)))]));
}

const ratio = (figure: number, floor: number) => `${(figure / floor).toFixed(2)}×`;

/** The entries of at least 10 ms, largest first: a difference below is within the spread of single runs. */
const notable = (entries: Array<[string, number]>) =>
  entries.filter(([, figure]) => figure >= 10).sort(([, a], [, b]) => b - a);
const sentences = (...parts: Array<string | false>) => parts.filter(Boolean).join(' ');

/**
 * Why a repeat view missed: its largest paint against its painted copy's (the floor app's beside, and the floor's
 * ratio to its own copy: what the runtime alone adds), where its main thread worked longer than the copy's, and the
 * scripts that took it longest.
 */
export function whyRepeatViewMissed(
  view: { lcp: number; runs: Lhr[] },
  painted: { lcp: number; runs: Lhr[] },
  floor: { lcp: number; painted?: number },
): string {
  const byGroup = (runs: Lhr[]) =>
    mediansBy(runs, 'mainthread-work-breakdown', (row) => String(row.groupLabel), 'duration');
  const copy = byGroup(painted.runs);
  const longer = notable(
    [...byGroup(view.runs)].map(([group, duration]) => [group, duration - (copy.get(group) ?? 0)]),
  ).map(([group, extra]) => `${group} (+${ms(extra)})`);
  const scripts = notable([...mediansBy(view.runs, 'bootup-time', (row) => scriptName(row.url), 'total')])
    .slice(0, 3)
    .map(([name, total]) => `${name} ${ms(total)}`);
  return sentences(
    `${ratio(view.lcp, painted.lcp)} its painted copy’s ${ms(painted.lcp)} (the floor app with a worker: ${ms(floor.lcp)}${floor.painted === undefined ? '' : `, ${ratio(floor.lcp, floor.painted)} its own painted copy’s ${ms(floor.painted)}`}).`,
    longer.length > 0 && `Its main thread worked longer than the painted copy’s on ${longer.join(', ')}.`,
    scripts.length > 0 && `Scripts by CPU time: ${scripts.join(', ')}.`,
  );
}

const BLOCKING_MS = 50;

/**
 * Why a TBT missed: in its median run, the tasks TBT counts (their part from the first contentful paint until
 * interactive, where it passes 50 ms), longest first, and what ran them; then what the painted copy blocks.
 */
export function whyTbtMissed(runs: Lhr[], paintedCopy?: number): string {
  const tbt = (run: Lhr) => figureOf(run, 'total-blocking-time');
  const middleRun = [...runs].sort((a, b) => tbt(a) - tbt(b))[Math.floor((runs.length - 1) / 2)]!;
  const [from, until] = [figureOf(middleRun, 'first-contentful-paint'), figureOf(middleRun, 'interactive')];
  const blocking = rowsOf(middleRun, 'long-tasks')
    .map((task) => {
      const start = Number(task.startTime);
      const counted = Math.min(start + Number(task.duration), until) - Math.max(start, from);
      return { counted, by: scriptName(task.url) };
    })
    .filter((task) => task.counted > BLOCKING_MS)
    .sort((a, b) => b.counted - a.counted)
    .map((task) => `${ms(task.counted)} (${task.by})`);
  const tasks = blocking.length > 1 ? `${blocking.slice(0, -1).join(', ')} and ${blocking.at(-1)}` : blocking[0];
  const count = `${blocking.length} ${blocking.length === 1 ? 'task' : 'tasks'} over ${BLOCKING_MS} ms from the first paint until interactive`;
  return sentences(
    `In the median run (${ms(tbt(middleRun))}), ${count}${tasks === undefined ? '' : `: ${tasks}`}.`,
    paintedCopy !== undefined && `Its painted copy, with no script, blocks ${ms(paintedCopy)}.`,
  );
}

/** Writes report.md and report.json into `folder` and prints the misses with their reasons. */
export async function writeReport(folder: string, checks: Check[], [slowest, fastest]: [number, number]) {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${execFileSync(chromiumPath, ['--version']).toString().trim()}`;
  const speed = `Lighthouse's benchmark index (the machine's speed, higher is faster) read ${Math.round(slowest).toLocaleString('en-US')} to ${Math.round(fastest).toLocaleString('en-US')} before its runs`;
  const date = new Date().toISOString();
  const json = { date, machine, benchmarkIndex: { slowest, fastest }, checks };
  await writeFile(`${folder}/report.json`, JSON.stringify(json, null, 2) + '\n');
  const row = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  const table = [
    ['What', 'Target', 'Measured', 'Met', 'Why missed'],
    ['---', '---', '---', '---', '---'],
    ...checks.map((each) => [each.what, each.target, each.measured, each.met ? 'yes' : '**no**', whyMissed(each)]),
  ];
  const intro = `Measured ${date} on ${machine}. ${speed}. Lighthouse's reports of each run are in lighthouse/.`;
  await writeFile(`${folder}/report.md`, ['# Storefront benchmark', '', intro, '', ...table.map(row), ''].join('\n'));
  const missed = checks.filter((each) => !each.met);
  console.log(`\nbench: ${checks.length - missed.length} targets met, ${missed.length} missed (${folder}/report.md)`);
  console.log(`  ${speed}.`);
  for (const each of missed)
    console.log(`  missed: ${each.what}: ${each.measured} (target ${each.target}): ${whyMissed(each)}`);
}
