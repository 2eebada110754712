// What the bench's report says of a missed target: a repeat view's and a TBT's cause are measured in the same run's
// Lighthouse reports; other targets name the limit profiling found, or say that none is known.
import { describe, expect, test } from 'vitest';
import { check, whyMissed, whyRepeatViewMissed, whyTbtMissed } from '../../bench/report';

type Groups = Partial<Record<string, number>>;
type Task = { url: string; duration: number; startTime: number };

/** Lighthouse's results of a run: its main thread's time by group, its long tasks, its scripts' CPU time and TBT. */
const run = ({
  groups = {},
  tasks = [],
  scripts = {},
  tbt = 0,
  fcp = 400,
  tti = 5_000,
}: {
  groups?: Groups;
  tasks?: Task[];
  scripts?: Record<string, number>;
  tbt?: number;
  fcp?: number;
  tti?: number;
}) => ({
  audits: {
    'total-blocking-time': { numericValue: tbt },
    'first-contentful-paint': { numericValue: fcp },
    interactive: { numericValue: tti },
    'mainthread-work-breakdown': {
      details: {
        items: Object.entries(groups).map(([group, duration]) => ({ group, groupLabel: LABELS[group], duration })),
      },
    },
    'long-tasks': { details: { items: tasks } },
    'bootup-time': { details: { items: Object.entries(scripts).map(([url, total]) => ({ url, total })) } },
  },
  categories: {},
  environment: { benchmarkIndex: 1_500 },
});

const LABELS: Record<string, string> = {
  scriptEvaluation: 'Script Evaluation',
  styleLayout: 'Style & Layout',
  parseHTML: 'Parse HTML & CSS',
  other: 'Other',
};

describe("a repeat view's miss", () => {
  const painted = {
    lcp: 800,
    runs: [run({ groups: { parseHTML: 90, styleLayout: 200 } }), run({ groups: { parseHTML: 110, styleLayout: 180 } })],
  };
  const view = {
    lcp: 1_400,
    runs: [
      run({
        groups: { parseHTML: 95, styleLayout: 300, scriptEvaluation: 700 },
        scripts: { 'http://127.0.0.1:4180/assets/start-BjPjiAFe.js': 650, 'http://127.0.0.1:4180/checkout': 90 },
      }),
      run({
        groups: { parseHTML: 105, styleLayout: 260, scriptEvaluation: 500 },
        scripts: { 'http://127.0.0.1:4180/assets/start-BjPjiAFe.js': 450, 'http://127.0.0.1:4180/checkout': 110 },
      }),
    ],
  };

  test('names its ratio to its painted copy, with the floor app’s beside, and accepts no ratio', () => {
    const why = whyRepeatViewMissed(view, painted, { lcp: 700 });
    expect(why).toMatch(/^1\.75× its painted copy’s 800 ms \(the floor app with a worker: 700 ms\)\./);
    expect(why).not.toMatch(/accept|decision/i);
  });

  test('where the floor app’s page has a painted copy too, names the floor’s own ratio to it', () => {
    expect(whyRepeatViewMissed(view, painted, { lcp: 700, painted: 500 })).toMatch(
      /^1\.75× its painted copy’s 800 ms \(the floor app with a worker: 700 ms, 1\.40× its own painted copy’s 500 ms\)\./,
    );
  });

  test('says where its main thread worked longer than the painted copy’s, largest first, from the runs’ medians', () => {
    // Script evaluation: 600 against none; style and layout: 280 against 190; parsing within 10 ms is left out.
    expect(whyRepeatViewMissed(view, painted, { lcp: 700 })).toContain(
      'Its main thread worked longer than the painted copy’s on Script Evaluation (+600 ms), Style & Layout (+90 ms).',
    );
  });

  test('names the scripts that took the main thread longest, by file', () => {
    expect(whyRepeatViewMissed(view, painted, { lcp: 700 })).toContain(
      'Scripts by CPU time: start-BjPjiAFe.js 550 ms, checkout 100 ms.',
    );
  });
});

describe("a TBT's miss", () => {
  const tasks = (durations: number[]) =>
    durations.map((duration, index) => ({
      url: index % 2 ? 'Unattributable' : 'http://127.0.0.1:4180/assets/start-BjPjiAFe.js',
      duration,
      startTime: 500 + index * 300,
    }));

  test('names the blocking tasks of its median run, longest first, with what ran them', () => {
    const runs = [
      run({ tbt: 40, tasks: tasks([90]) }),
      run({ tbt: 150, tasks: tasks([40, 120, 130]) }),
      run({ tbt: 400, tasks: tasks([450]) }),
    ];
    expect(whyTbtMissed(runs)).toBe(
      'In the median run (150 ms), 2 tasks over 50 ms from the first paint until interactive: 130 ms (start-BjPjiAFe.js) and 120 ms (unattributed).',
    );
  });

  test('counts only the tasks TBT counts, by their part from the first paint until the page is interactive', () => {
    const runs = [
      run({
        tbt: 150,
        fcp: 800,
        tti: 2_000,
        tasks: [
          { url: 'http://127.0.0.1:4180/', duration: 200, startTime: 300 },
          { url: 'Unattributable', duration: 240, startTime: 700 },
          { url: 'http://127.0.0.1:4180/assets/start-BjPjiAFe.js', duration: 120, startTime: 900 },
          { url: 'http://127.0.0.1:4180/', duration: 90, startTime: 1_960 },
          { url: 'Unattributable', duration: 90, startTime: 2_100 },
        ],
      }),
    ];
    expect(whyTbtMissed(runs)).toBe(
      'In the median run (150 ms), 2 tasks over 50 ms from the first paint until interactive: 140 ms (unattributed) and 120 ms (start-BjPjiAFe.js).',
    );
  });

  test('names what the painted copy of the page, with no script, blocks', () => {
    expect(whyTbtMissed([run({ tbt: 70, tasks: tasks([120]) })], 55)).toBe(
      'In the median run (70 ms), 1 task over 50 ms from the first paint until interactive: 120 ms (start-BjPjiAFe.js). Its painted copy, with no script, blocks 55 ms.',
    );
  });

  test('with one blocking task', () => {
    const runs = [run({ tbt: 70, tasks: tasks([120]) })];
    expect(whyTbtMissed(runs)).toBe(
      'In the median run (70 ms), 1 task over 50 ms from the first paint until interactive: 120 ms (start-BjPjiAFe.js).',
    );
  });
});

describe('the reason the report gives', () => {
  test('none for a target met', () => {
    expect(whyMissed(check('/ (mobile): LCP', '≤ 1,200 ms', '900 ms', true))).toBe('');
  });

  test('the cause measured, where the bench measured one', () => {
    expect(whyMissed(check('/ (mobile, repeat view): LCP', '≤ 1 ms', '9 ms', false, 'measured'))).toBe('measured');
  });

  test('the limit profiling found, where a target names one', () => {
    expect(whyMissed(check('Basket page: one removal re-rendered (median)', '≤ 16 ms', '20 ms', false))).toMatch(
      /^One removal re-renders the basket list/,
    );
  });

  test('that no cause is known, for any other target', () => {
    expect(whyMissed(check('Something new', '0', '1', false))).toBe('not yet explained');
  });
});
