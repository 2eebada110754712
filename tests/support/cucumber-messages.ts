// Cucumber's messages of one run, as messages.ndjson holds them: a passed, a flaky, a skipped and a failed
// scenario (an outline row, which fails twice).
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
            message: `Error: ${error}\n    at poll (/work/node_modules/playwright/lib/expect.js:1:1)\n    at step (features/steps/basket.steps.ts:12:3)`,
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

export const lines = [
  feature,
  pickle('passed', 3, ['s1']),
  pickle('flaky', 5, ['s1']),
  pickle('skipped', 7, ['s1'], ['@basket', '@needs-media-emulation']),
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
  // Playwright's expect.poll repeats its message under the error's first line.
  ...attempt('failed', 1, 'FAILED', {
    error: 'second\n\nsecond\n\nExpected: 1',
    texts: ['Console errors: TypeError'],
    start: 3,
  }),
];
