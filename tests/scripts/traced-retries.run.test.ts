// @vitest-environment node
// The gate's traces (TRACES=retries): no trace of a scenario's first attempt, and its retry traced, so a failure
// still leaves one; run for real, on a scenario that fails on every attempt (its expected text is wrong).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { TRACE_ATTACHMENT } from '../../features/support/allure-results.mjs';

const reports = mkdtempSync(join(tmpdir(), 'traced-retries-'));
afterAll(() => rmSync(reports, { recursive: true, force: true }));

test('a scenario that fails twice leaves the trace of its retry alone, attached to the failure', () => {
  const { status, stdout } = spawnSync(
    'node',
    ['scripts/scenarios.mjs', 'fake', 'tests/acceptance/wrong-texts.feature:8', '--retry', '1'],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        TRACES: 'retries',
        ACCEPTANCE_REPORTS: reports,
        // Part of this test, not a run of its own: the latest run's reports stay as they are.
        SCENARIO_RUN_STARTED: 'this test',
      },
      timeout: 120_000,
    },
  );

  expect(status).toBe(1);
  expect(stdout).toContain('scenarios: 0 passed, 1 failed, 0 skipped');
  const traces = readdirSync(join(reports, 'traces'));
  expect(traces).toHaveLength(1);
  const junit = readFileSync(join(reports, 'junit.xml'), 'utf8');
  expect(junit).toContain('<rerunFailure');
  const results = readdirSync(join(reports, 'allure-results')).filter((file) => file.endsWith('-result.json'));
  const attached = results.map((file) => readFileSync(join(reports, 'allure-results', file), 'utf8'));
  const traced = attached.filter((text) => text.includes(`"type":"${TRACE_ATTACHMENT.contentType}"`));
  expect(traced).toHaveLength(1);
}, 180_000);
