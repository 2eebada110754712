import { expect, test } from 'vitest';
import { proxySchemeAt, runnerHostProblem } from '../driver/storefront-proxy';

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
    const refusal = `RUNNER_HOST ${runner} is no address of this machine's, which the proxy could listen at: give one of`;
    expect(runnerHostProblem(elsewhere, runner)).toMatch(new RegExp(`^${refusal}`));
  }
});

test('the proxy serves plain HTTP at loopback, a secure context there, and HTTPS elsewhere, unless RUNNER_SCHEME says', () => {
  for (const host of ['127.0.0.1', '127.8.9.1', 'localhost', 's8.localhost', '[::1]']) {
    expect(proxySchemeAt(host), host).toBe('http');
  }
  for (const host of ['10.213.1.1', '192.168.1.20', 'runner.example', 'localhost.example']) {
    expect(proxySchemeAt(host), host).toBe('https');
  }
  expect(proxySchemeAt('10.213.1.1', 'http')).toBe('http');
  expect(proxySchemeAt('127.0.0.1', 'https')).toBe('https');
  expect(() => proxySchemeAt('10.213.1.1', 'ftp')).toThrow('RUNNER_SCHEME=ftp: use http or https.');
});
