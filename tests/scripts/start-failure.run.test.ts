// A run that cannot run its scenarios says why, in its output and as an errored case in junit.xml, run for real:
// a worker whose browser cannot start (a browser path that is no browser), and a storefront the check refuses.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';

const folder = mkdtempSync(join(tmpdir(), 'start-failure-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('a worker that cannot start its browser says which, and why, in the output and in junit.xml', () => {
  const dist = join(folder, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>no storefront</title>');
  const reports = join(folder, 'reports');
  const { status, stdout, stderr } = spawnSync(
    'node',
    ['scripts/scenarios.mjs', 'fake', 'features/basket.feature:27', '--parallel', '1'],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        CHROMIUM_HEADLESS_SHELL_PATH: '/bin/false',
        ACCEPTANCE_DIST: dist,
        ACCEPTANCE_REPORTS: reports,
        // Part of this test, not a run of its own: the latest run's reports stay as they are.
        SCENARIO_RUN_STARTED: 'this test',
      },
      timeout: 120_000,
    },
  );

  expect(status).not.toBe(0);
  const cause = 'chromium at /bin/false did not start';
  expect(`${stdout}${stderr}`).toContain(`Worker 0 could not start chromium: ${cause}`);
  expect(stdout).toContain('scenarios: 0 passed, 1 failed, 0 skipped (1 of them never ran)');
  const junit = readFileSync(join(reports, 'junit.xml'), 'utf8');
  expect(junit).toContain('<testcase name="Worker 0 could not start chromium (fake, chromium)" classname="start-up">');
  expect(junit).toContain(`<error message="${cause}`);
}, 180_000);

test('a run refused by the storefront check leaves a junit.xml that says why, for CI', async () => {
  const served = createServer((_, response) =>
    response.end(
      '<head><meta name="storefront-profile" content="fake"><meta name="storefront-version" content="1"></head>',
    ),
  );
  await new Promise<void>((resolve) => served.listen(0, '127.0.0.1', resolve));
  const reports = join(folder, 'refused');
  const env = {
    ...process.env,
    STOREFRONT_URL: `http://127.0.0.1:${(served.address() as AddressInfo).port}`,
    ACCEPTANCE_REPORTS: reports,
    SCENARIO_RUN_STARTED: 'this test',
  };
  const run = spawn('node', ['scripts/scenarios.mjs', 'firebase', 'features/basket.feature:27'], { env });
  const status = await new Promise((resolve) => run.on('exit', resolve));
  served.close();
  expect(status).toBe(1);
  const junit = readFileSync(join(reports, 'junit.xml'), 'utf8');
  expect(junit).toContain('<testcase name="No scenario ran (firebase, chromium)" classname="start-up">');
  expect(junit).toContain('serves the fake profile');
}, 60_000);
