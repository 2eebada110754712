// A run that cannot run its scenarios says why, in its output and in junit.xml, run for real on Playwright Test: a
// worker whose browser cannot start (a browser path that is no browser); and a scenario that fails keeps what the
// shopper saw (storefront-server.test.ts checks the storefronts a run refuses).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, onTestFinished, test } from 'vitest';

const folder = mkdtempSync(join(tmpdir(), 'start-failure-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** One scenario of the basket in `project`, with no set-up projects, its reports in a folder of this test's. */
const runOne = async (project: string, env: Record<string, string>) => {
  const reports = join(folder, project);
  const args = ['qa/scenarios.mjs', `--project=${project}`, '--no-deps', '--retries=0', 'features/basket.feature:27'];
  // Not execFileSync: the storefront of the later tests answers from this process.
  const run = await promisify(execFile)('node', args, { env: { ...process.env, ...env, SCENARIO_REPORTS: reports } })
    .then(({ stdout, stderr }) => ({ status: 0, output: stdout + stderr }))
    .catch(({ code, stdout, stderr }) => ({ status: code as number | null, output: `${stdout}${stderr}` }));
  return { ...run, junit: readFileSync(join(reports, 'junit.xml'), 'utf8') };
};

test('a worker that cannot start its browser says which, and why, in the output and in junit.xml', async () => {
  const dist = join(folder, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>no storefront</title>');
  const noBrowser = { CHROMIUM_HEADLESS_SHELL_PATH: '/bin/false', ACCEPTANCE_DIST: dist };
  const { status, output, junit } = await runOne('fake-chromium', noBrowser);
  expect(status).not.toBe(0);
  const cause = 'chromium at /bin/false did not start';
  expect(output).toContain(cause);
  expect(junit).toMatch(/<testsuites [^>]*errors="1"/);
  expect(junit).toContain(cause);
}, 180_000);

/** A page that says it is the fake profile's storefront, and has no app: its scenarios fail at their first page. */
const NO_APP =
  '<head><meta name="storefront-profile" content="fake"><meta name="storefront-version" content="1"></head>';
const againstNoApp = async (project: string) => {
  const served = createServer((_, response) => response.end(NO_APP));
  await new Promise<void>((resolve) => served.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => void served.close());
  const url = `http://127.0.0.1:${(served.address() as AddressInfo).port}`;
  return runOne(project, { STOREFRONT_URL: url });
};

test('a scenario that fails keeps a screenshot of its page, in the report and beside it', async () => {
  const { status, output } = await againstNoApp('fake-chromium');
  expect(status).toBe(1);
  expect(output).toMatch(/attachment #\d+: screenshot \(image\/png\)/);
  const files = readdirSync(join(folder, 'fake-chromium', 'results'), { recursive: true, encoding: 'utf8' });
  expect(files.filter((file) => file.endsWith('.png'))).toHaveLength(1);
}, 180_000);
