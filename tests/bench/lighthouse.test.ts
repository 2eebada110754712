// The bench's verdict on a case's Lighthouse runs: the median of its runs against the target, as Lighthouse CI's
// median aggregation takes it (decision 0020).
import { describe, expect, test } from 'vitest';
import { atLeast, atMost, inRounds, judge } from '../../bench/lighthouse';

/** Lighthouse's results of a run whose LCP is `lcp` ms and whose accessibility score is `accessibility`. */
const run = (lcp: number, accessibility = 1) => ({
  audits: { 'largest-contentful-paint': { numericValue: lcp } },
  categories: { accessibility: { score: accessibility } },
  environment: { benchmarkIndex: 1_500 },
});

describe("a case's runs, judged", () => {
  test('by the median of three: one slow run is no miss, two are', () => {
    expect(judge([run(900), run(2_000), run(1_100)], 'largest-contentful-paint', atMost(1_200))).toEqual({
      actual: 1_100,
      passed: true,
    });
    expect(judge([run(900), run(2_000), run(1_300)], 'largest-contentful-paint', atMost(1_200))).toEqual({
      actual: 1_300,
      passed: false,
    });
  });

  test('by the mean of the middle two of an even number', () => {
    expect(judge([run(1_000), run(1_500), run(1_300), run(900)], 'largest-contentful-paint', atMost(1_200))).toEqual({
      actual: 1_150,
      passed: true,
    });
  });

  test("on a category's score", () => {
    const runs = [run(900, 1), run(900, 0.98), run(900, 1)];
    expect(judge(runs, 'categories:accessibility', atLeast(1))).toEqual({ actual: 1, passed: true });
    expect(judge(runs.slice(1), 'categories:accessibility', atLeast(1))).toEqual({ actual: 0.99, passed: false });
  });

  test('as a miss where no run has the figure', () => {
    expect(judge([run(900)], 'total-blocking-time', atMost(50)).passed).toBe(false);
  });
});

describe('the order of the runs', () => {
  test("is every case once per round, so a drift in the machine's speed over the bench moves every case alike", () => {
    const cases = ['page', 'its copy', 'the floor'].map((name) => ({ name, runs: 3 }));
    expect(inRounds(cases).map((each) => each.name)).toEqual([
      'page',
      'its copy',
      'the floor',
      'page',
      'its copy',
      'the floor',
      'page',
      'its copy',
      'the floor',
    ]);
  });

  test('goes on with the cases run more often, in turn, once the others have had their rounds', () => {
    const cases = [
      { name: 'page', runs: 5 },
      { name: 'the floor', runs: 3 },
      { name: 'its copy', runs: 5 },
    ];
    expect(inRounds(cases).map((each) => each.name)).toEqual([
      'page',
      'the floor',
      'its copy',
      'page',
      'the floor',
      'its copy',
      'page',
      'the floor',
      'its copy',
      'page',
      'its copy',
      'page',
      'its copy',
    ]);
  });
});
