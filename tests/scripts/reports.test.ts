import { describe, expect, test } from 'vitest';
import { junitXml, outcomes } from '../../scripts/reports.mjs';

// Cucumber's messages for one feature, written as messages.ndjson has them: a scenario and an outline row.
const feature = {
  gherkinDocument: {
    uri: 'features/basket.feature',
    feature: {
      name: 'Basket',
      children: [
        { scenario: { id: 's1', steps: [{ id: 'g1', keyword: 'Given ' }], examples: [] } },
        {
          scenario: {
            id: 's2',
            steps: [{ id: 'g2', keyword: 'Then ' }],
            examples: [{ tableBody: [{ id: 'row1', cells: [{ value: '"Lumen smartwatch"' }, { value: '$239.00' }] }] }],
          },
        },
      ],
    },
  },
};

function pickle(id: string, line: number, astNodeIds: string[], tags: string[] = []) {
  return {
    pickle: {
      id,
      uri: 'features/basket.feature',
      location: { line },
      astNodeIds,
      name: `Scenario ${id}`,
      tags: tags.map((name) => ({ name })),
      steps: [
        { id: `${id}-step`, text: 'the basket shows 1 item', astNodeIds: [astNodeIds[0] === 's1' ? 'g1' : 'g2'] },
      ],
    },
  };
}

const at = (seconds: number) => ({ seconds, nanos: 0 });

/** One attempt of a test case: its messages, ending with a step of `status` (and `error` when it failed). */
function attempt(
  pickleId: string,
  n: number,
  status: string,
  { error, texts = [], start = 0 }: { error?: string; texts?: string[]; start?: number } = {},
) {
  const started = `${pickleId}-attempt${n}`;
  return [
    { testCaseStarted: { id: started, testCaseId: `${pickleId}-case`, attempt: n, timestamp: at(start) } },
    {
      testStepFinished: {
        testCaseStartedId: started,
        testStepId: `${pickleId}-hook`,
        testStepResult: { status: status === 'SKIPPED' ? 'SKIPPED' : 'PASSED' },
      },
    },
    {
      testStepFinished: {
        testCaseStartedId: started,
        testStepId: `${pickleId}-test-step`,
        testStepResult: {
          status,
          ...(error && {
            message: `Error: ${error}\n    at step (features/steps/basket.steps.ts:12:3)`,
            exception: { type: 'Error', message: error },
          }),
        },
      },
    },
    ...texts.map((body) => ({
      attachment: { testCaseStartedId: started, mediaType: 'text/plain', body, contentEncoding: 'IDENTITY' },
    })),
    { attachment: { testCaseStartedId: started, mediaType: 'image/png', body: 'iVBOR', contentEncoding: 'BASE64' } },
    { testCaseFinished: { testCaseStartedId: started, timestamp: at(start + 2) } },
  ];
}

function testCase(pickleId: string) {
  return {
    testCase: {
      id: `${pickleId}-case`,
      pickleId,
      testSteps: [
        { id: `${pickleId}-hook`, hookId: 'before' },
        { id: `${pickleId}-test-step`, pickleStepId: `${pickleId}-step` },
      ],
    },
  };
}

const lines = [
  feature,
  pickle('passed', 3, ['s1']),
  pickle('flaky', 3, ['s1']),
  pickle('skipped', 3, ['s1'], ['@basket', '@needs-media-emulation']),
  pickle('failed', 9, ['s2', 'row1']),
  { hook: { id: 'before', sourceReference: { uri: 'features/support/world.ts', location: { line: 125 } } } },
  ...['passed', 'flaky', 'skipped', 'failed'].map(testCase),
  ...attempt('passed', 0, 'PASSED'),
  ...attempt('flaky', 0, 'FAILED', {
    error: 'Timeout 5000ms exceeded <waiting for "Basket">',
    texts: ['Alerts: Boom'],
  }),
  ...attempt('flaky', 1, 'PASSED', { start: 3 }),
  ...attempt('skipped', 0, 'SKIPPED'),
  ...attempt('failed', 0, 'FAILED', { error: 'first \u001b[31mred\u001b[39m', texts: ['Alerts: Boom'] }),
  ...attempt('failed', 1, 'FAILED', { error: 'second', texts: ['Console errors: TypeError'], start: 3 }),
];

describe("a run's outcomes", () => {
  const results = outcomes(lines);

  test('each scenario has its attempts in order, by its last one', () => {
    expect(results.map(({ pickle, attempts }) => [pickle.id, attempts.map(({ status }) => status)])).toEqual([
      ['passed', ['PASSED']],
      ['flaky', ['FAILED', 'PASSED']],
      ['skipped', ['SKIPPED']],
      ['failed', ['FAILED', 'FAILED']],
    ]);
  });

  test("a failed attempt names its step, the error and the attempt's text attachments", () => {
    const [first] = results.find(({ pickle }) => pickle.id === 'flaky')!.attempts;
    expect(first).toMatchObject({
      step: 'Given the basket shows 1 item',
      type: 'Error',
      message: 'Timeout 5000ms exceeded <waiting for "Basket">',
      texts: ['Alerts: Boom'],
      seconds: 2,
    });
    expect(first!.details).toContain('features/steps/basket.steps.ts:12:3');
  });
});

describe('the JUnit XML of a run', () => {
  const xml = junitXml(outcomes(lines), {
    run: 'fake, firefox',
    timestamp: '2027-01-15T08:00:00.000Z',
    skipReason: ({ tags }) =>
      tags.some(({ name }) => name === '@needs-media-emulation') ? '@needs-media-emulation: why' : '',
  });
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const cases = [...doc.getElementsByTagName('testcase')];
  const byName = (start: string) => cases.find((element) => element.getAttribute('name')!.startsWith(start))!;

  test('is well formed, even with control characters in an error', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml).not.toContain('\u001b');
  });

  test('is one suite named after the run, counting its cases', () => {
    const suite = doc.documentElement;
    expect(suite.tagName).toBe('testsuite');
    expect(
      Object.fromEntries(
        ['name', 'timestamp', 'tests', 'failures', 'errors', 'skipped'].map((a) => [a, suite.getAttribute(a)]),
      ),
    ).toEqual({
      name: 'acceptance (fake, firefox)',
      timestamp: '2027-01-15T08:00:00.000Z',
      tests: '4',
      failures: '1',
      errors: '0',
      skipped: '1',
    });
  });

  test('names each case by scenario, example row and run, with its feature, file and line', () => {
    expect(cases.map((element) => element.getAttribute('name'))).toEqual([
      'Scenario passed (fake, firefox)',
      'Scenario flaky (fake, firefox)',
      'Scenario skipped (fake, firefox)',
      'Scenario failed, example "Lumen smartwatch" | $239.00 (fake, firefox)',
    ]);
    const failed = byName('Scenario failed');
    expect([failed.getAttribute('classname'), failed.getAttribute('file'), failed.getAttribute('line')]).toEqual([
      'Basket',
      'features/basket.feature',
      '9',
    ]);
  });

  test("marks a case that passed only on a retry as flaky, with the first attempt's error", () => {
    const flaky = byName('Scenario flaky');
    expect(flaky.getElementsByTagName('failure')).toHaveLength(0);
    const [flake] = flaky.getElementsByTagName('flakyFailure');
    expect(flake!.getAttribute('message')).toBe(
      'Given the basket shows 1 item: Timeout 5000ms exceeded <waiting for "Basket">',
    );
    expect(flake!.getElementsByTagName('stackTrace')[0]!.textContent).toContain('basket.steps.ts:12:3');
    expect(flake!.getElementsByTagName('system-out')[0]!.textContent).toBe('Alerts: Boom');
  });

  test('gives a skipped case its reason', () => {
    expect(byName('Scenario skipped').getElementsByTagName('skipped')[0]!.getAttribute('message')).toBe(
      '@needs-media-emulation: why',
    );
  });

  test("gives a failed case the first attempt's error, then each rerun's, each with its text attachments", () => {
    const failed = byName('Scenario failed');
    expect(failed.getElementsByTagName('failure')[0]!.getAttribute('message')).toBe(
      'Then the basket shows 1 item: first red',
    );
    const [rerun] = failed.getElementsByTagName('rerunFailure');
    expect(rerun!.getAttribute('message')).toBe('Then the basket shows 1 item: second');
    expect(rerun!.getElementsByTagName('system-out')[0]!.textContent).toBe('Console errors: TypeError');
    expect(failed.lastElementChild!.tagName).toBe('system-out');
    expect(failed.lastElementChild!.textContent).toBe('Alerts: Boom');
  });
});

describe('the JUnit XML of a run that could not run its scenarios', () => {
  const xml = junitXml([], {
    run: 'fake, firefox',
    timestamp: '2027-01-15T08:00:00.000Z',
    skipReason: () => '',
    errors: [{ name: 'Worker 1 could not start firefox', message: 'browserType.launch: Failed to launch' }],
  });
  const doc = new DOMParser().parseFromString(xml, 'application/xml');

  test('holds each start-up error as an errored case, counted as an error', () => {
    expect(doc.documentElement.getAttribute('errors')).toBe('1');
    expect(doc.documentElement.getAttribute('tests')).toBe('1');
    const [errored] = doc.getElementsByTagName('testcase');
    expect(errored!.getAttribute('name')).toBe('Worker 1 could not start firefox (fake, firefox)');
    expect(errored!.getElementsByTagName('error')[0]!.getAttribute('message')).toBe(
      'browserType.launch: Failed to launch',
    );
  });
});
