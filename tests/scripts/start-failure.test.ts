// A worker whose browser cannot start ends the run with a message naming the worker, the engine and the cause,
// and a junit.xml holding that error: run for real, with a browser path that is no browser.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
        CHROMIUM_PATH: '/bin/false',
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
