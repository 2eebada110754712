import { expect, test } from 'vitest';
import { runnerHostProblem } from '../../features/driver/storefront-proxy';

const elsewhere = new URL('http://grid.example:4444');

test("a grid on this machine needs no RUNNER_HOST; one elsewhere does, so its browsers reach this machine's proxy", () => {
  expect(runnerHostProblem(new URL('http://127.0.0.1:4444'), undefined)).toBeUndefined();
  expect(runnerHostProblem(elsewhere, undefined)).toBe(
    "the grid at grid.example:4444 is another machine, whose browsers cannot reach this one's 127.0.0.1: set RUNNER_HOST to this machine's address on the grid's network",
  );
});

test("RUNNER_HOST must be one of this machine's addresses, not a name or another machine's", () => {
  expect(runnerHostProblem(elsewhere, '127.0.0.1')).toBeUndefined();
  for (const runner of ['storefront-runner', '203.0.113.9']) {
    expect(runnerHostProblem(elsewhere, runner)).toMatch(
      new RegExp(
        `^RUNNER_HOST ${runner} is no address of this machine's, which the proxy could listen at: give one of`,
      ),
    );
  }
});
