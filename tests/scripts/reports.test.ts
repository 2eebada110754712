import { describe, expect, test } from 'vitest';
import { junitXml, outcomes } from '../../scripts/reports.mjs';
import { lines } from '../support/cucumber-messages';

describe("a run's outcomes", () => {
  const results = outcomes(lines);

  test('each scenario has its attempts in order, by its last one', () => {
    expect(
      results.map(({ pickle, attempts }) => [pickle.id, attempts.map(({ status }: { status: string }) => status)]),
    ).toEqual([
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
      tags.some(({ name }: { name: string }) => name === '@needs-media-emulation') ? '@needs-media-emulation: why' : '',
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
    expect(rerun!.getAttribute('message')).toBe('Then the basket shows 1 item: second\n\nExpected: 1');
    expect(rerun!.getElementsByTagName('system-out')[0]!.textContent).toBe('Console errors: TypeError');
    expect(failed.lastElementChild!.tagName).toBe('system-out');
    expect(failed.lastElementChild!.textContent).toBe('Alerts: Boom');
  });

  test("shows a failure's heading once, and none of the frames of node_modules", () => {
    const [rerun] = byName('Scenario failed').getElementsByTagName('rerunFailure');
    expect(rerun!.getElementsByTagName('stackTrace')[0]!.textContent).toBe(
      'Error: second\n\nExpected: 1\n    at step (features/steps/basket.steps.ts:12:3)',
    );
    expect(xml).not.toContain('node_modules');
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
