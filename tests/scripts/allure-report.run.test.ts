import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { requestsElsewhere } from '../../harness/requests-elsewhere';
import { resultsListener, TRACE_ATTACHMENT } from '../../features/support/allure-results.mjs';

type Result = Record<string, unknown> & { labels: { name: string; value: string }[] };

/** A result as allure-cucumberjs writes it, then as the listener leaves it for `env`'s run. */
function result(name: string, fields: Partial<Result> = {}, env: Record<string, string> = {}): Result {
  const written = {
    uuid: crypto.randomUUID(),
    name,
    fullName: `storefront:features/basket.feature#${name}`,
    testCaseId: name.replaceAll(' ', '-'),
    status: 'passed',
    statusDetails: {},
    stage: 'finished',
    steps: [],
    attachments: [],
    parameters: [],
    start: 1,
    stop: 2,
    ...fields,
    labels: [{ name: 'feature', value: 'Shopping basket' }, ...(fields.labels ?? [])],
  };
  resultsListener({ ACCEPTANCE_PROFILE: 'fake', ...env }).beforeTestResultWrite(written);
  return written;
}

describe('each result of the report', () => {
  test('names its run, as the environment and as a parameter that keeps a history per run', () => {
    const { labels, parameters } = result('Adding', {}, { BROWSER: 'webkit', DEVICE: 'phone' });
    expect(labels).toContainEqual({ name: 'run', value: 'fake-webkit-phone' });
    expect(parameters).toEqual([{ name: 'run', value: 'fake · webkit on a phone' }]);
  });

  test("names an outline's row by its cells", () => {
    const row = result('A rejected sign-in shows the message', {
      parameters: [
        { name: 'e-mail', value: 'ann@example.com' },
        { name: 'password', value: 'wrong-one' },
      ],
    });
    expect(row.name).toBe('A rejected sign-in shows the message, example ann@example.com | wrong-one');
  });

  test('gives a skipped scenario the reason its run lacks what it needs', () => {
    const tags = ['@basket', '@needs-simultaneous-tabs'].map((value) => ({ name: 'tag', value }));
    const skipped = result('Two tabs', { status: 'skipped', labels: tags }, { BROWSER: 'webkit' });
    expect(skipped.statusDetails).toEqual({
      message:
        '@needs-simultaneous-tabs: clicks in two tabs at the same moment, and a WebDriver session acts in one window at a time',
    });
  });

  test("shows a failure's heading once, with only our own frames as its trace", () => {
    const message = [
      'Error: the subtotal',
      '',
      'the subtotal',
      '',
      'Expected: "$0"',
      '    at captureRawStack (/work/node_modules/playwright-core/lib/coreBundle.js:9282:17)',
      '    at ShopperWorld.<anonymous> (/work/features/steps/basket.steps.ts:47:94)',
    ].join('\n');
    const step = { name: 'Then the subtotal reads "$0"', status: 'failed', statusDetails: { message, trace: message } };
    const failed = result('Subtotal', { status: 'failed', statusDetails: { message, trace: message }, steps: [step] });
    const tidy = {
      message: 'Error: the subtotal\n\nExpected: "$0"',
      trace: '    at ShopperWorld.<anonymous> (/work/features/steps/basket.steps.ts:47:94)',
    };
    expect(failed.statusDetails).toEqual(tidy);
    expect((failed.steps as (typeof step)[])[0]!.statusDetails).toEqual(tidy);
  });
});

describe('the report Allure makes of them (allurerc.mjs)', () => {
  const root = mkdtempSync(join(tmpdir(), 'allure-report-'));
  /** Writes `results` as one run's of each engine they name, makes the report, and gives its summary. */
  function report(results: [string, Result][], { part }: { part?: string } = {}) {
    rmSync(join(root, 'scenarios'), { recursive: true, force: true }); // as a run empties its folder
    const folders = new Set<string>();
    for (const [engine, each] of results) {
      const folder = join(root, 'scenarios', 'fake', engine, 'allure-results');
      mkdirSync(folder, { recursive: true });
      const browser = { id: `fake-${engine}`, name: `fake · ${engine}`, version: '1' }; // as each worker writes it
      writeFileSync(join(folder, '..', 'browser.json'), JSON.stringify(browser));
      if (part) writeFileSync(join(folder, '..', 'run.json'), JSON.stringify({ part })); // as a run of --shard writes it
      writeFileSync(join(folder, `${each.uuid as string}-result.json`), JSON.stringify(each));
      folders.add(folder);
    }
    const output = join(root, 'report');
    const env = { ...process.env, SCENARIO_REPORTS: join(root, 'scenarios') };
    const made = spawnSync('node_modules/.bin/allure', ['generate', ...folders, '--output', output], { env });
    expect(made.status, String(made.stderr)).toBe(0);
    const read = (file: string) => JSON.parse(readFileSync(join(output, file), 'utf8')) as unknown;
    const { flakyTests } = read('summary.json') as { flakyTests: string[] };
    const { byId } = read('test-results.json') as { byId: Record<string, { name: string }> };
    return { flaky: flakyTests.map((id) => byId[id]!.name) };
  }
  const chromium = (name: string, status: string, start = 1) =>
    ['chromium', result(name, { status, start, stop: start + 1 })] as [string, Result];
  const webkit = (name: string, status: string) =>
    ['webkit', result(name, { status }, { BROWSER: 'webkit' })] as [string, Result];

  test('calls flaky only what passed on a retry, and keeps a history of each scenario per run', () => {
    // Allure alone calls a scenario flaky that fails now after it passed, and failed before that.
    report([chromium('Breaks now', 'failed')]);
    report([chromium('Steady', 'passed'), chromium('Breaks now', 'passed'), webkit('Steady', 'failed')]);
    const { flaky } = report([
      chromium('Passes on a retry', 'failed', 1),
      chromium('Passes on a retry', 'passed', 3),
      chromium('Breaks now', 'failed'),
      chromium('Steady', 'passed'),
      webkit('Steady', 'failed'),
    ]);
    expect(flaky).toEqual(['Passes on a retry']);
    const runs = readFileSync(join(root, 'scenarios-history.jsonl'), 'utf8').trim().split('\n');
    const first = JSON.parse(runs[1]!) as { testResults: Record<string, { name: string; environment: string }> };
    const steady = Object.values(first.testResults).filter(({ name }) => name === 'Steady');
    expect(steady.map(({ environment }) => environment).sort()).toEqual(['fake · chromium', 'fake · webkit']);
  }, 60_000);

  test('keeps a part of a split run out of the history, where the parts merged go once', () => {
    const entries = () => readFileSync(join(root, 'scenarios-history.jsonl'), 'utf8').trim().split('\n').length;
    report([chromium('Steady', 'passed')]);
    const before = entries();
    report([chromium('Steady', 'passed')], { part: '1/2' });
    report([chromium('Steady', 'passed')], { part: '2/2' });
    expect(entries()).toBe(before);
    report([chromium('Steady', 'passed')]); // the merge: its run files name no part
    expect(entries()).toBe(before + 1);
  }, 60_000);
});

test("the run's report opens from the disk with every other origin refused, and asks none for anything, a failure's trace included", async () => {
  const scenarios = mkdtempSync(join(tmpdir(), 'report-at-home-'));
  const folder = join(scenarios, 'fake', 'chromium', 'allure-results');
  mkdirSync(folder, { recursive: true });
  // A failure, its trace attached to the failing step as features/support/failure-report.ts attaches it.
  writeFileSync(join(folder, 'trace.zip'), 'PK');
  const trace = { name: TRACE_ATTACHMENT.name, source: 'trace.zip', type: TRACE_ATTACHMENT.contentType };
  const step = { name: 'Then it fails', status: 'failed', stage: 'finished', statusDetails: { message: 'Error' } };
  const failed = result('Adding', {
    status: 'failed',
    statusDetails: { message: 'Error' },
    steps: [{ ...step, steps: [], attachments: [trace], parameters: [], start: 1, stop: 2 }],
  });
  writeFileSync(join(folder, `${failed.uuid as string}-result.json`), JSON.stringify(failed));
  // As a run makes it (scripts/run-reports.mjs), in a folder of its own.
  const code = `(await import('${pathToFileURL(resolve('scripts/run-reports.mjs')).href}')).writeReport('At home')`;
  const made = spawnSync('node', ['--input-type=module', '-e', code], {
    env: { ...process.env, SCENARIO_REPORTS: scenarios },
    encoding: 'utf8',
  });
  expect(made.status, made.stderr).toBe(0);
  try {
    const elsewhere = await requestsElsewhere([join(scenarios, 'report', 'index.html')], async (page) => {
      await page.getByText('At home').first().waitFor();
      await page.getByText('Adding').first().click();
      await page.getByText('Then it fails').first().waitFor();
      // Each control the report offers for an attachment, pressed (a download, a viewer), on the result's overview
      // (where Allure shows a Playwright trace's viewer) and under its attachments.
      const controls = () => page.getByTestId('test-result-attachment').getByRole('button').all();
      for (const control of await controls()) await control.click();
      await page.getByTestId('test-result-tab-attachments').click();
      const listed = await controls();
      expect(listed.length).toBeGreaterThan(0);
      for (const control of listed) await control.click();
    });
    expect(elsewhere).toEqual([]);
  } finally {
    rmSync(scenarios, { recursive: true, force: true });
  }
}, 60_000);
