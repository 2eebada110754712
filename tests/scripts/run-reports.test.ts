import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { closingLine } from '../../scripts/run-reports.mjs';

const module = resolve('scripts/run-reports.mjs');

/** A project folder holding an earlier run's reports, and another tool's, with `code` run there against them. */
function inProject(code: string, env: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'run-reports-'));
  const earlier = join(root, 'reports/scenarios/fake/chromium');
  mkdirSync(earlier, { recursive: true });
  writeFileSync(join(earlier, 'junit.xml'), '<testsuite/>');
  writeFileSync(join(earlier, 'run.json'), JSON.stringify({ counts: { passed: 3, failed: 1, skipped: 2, flaky: 1 } }));
  mkdirSync(join(root, 'reports/mutation'), { recursive: true });
  writeFileSync(join(root, 'reports/mutation/index.html'), '');
  const run = spawnSync('node', ['--input-type=module', '-e', `import * as run from '${module}'; ${code}`], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SCENARIO_RUN_STARTED: '', ...env },
  });
  return { root, out: run.stdout, has: (path: string) => existsSync(join(root, path)) };
}

test("a run starts by removing every file of the earlier run's scenarios, and nothing else", () => {
  const project = inProject('run.startRun();');
  expect(project.has('reports/scenarios/fake/chromium/junit.xml')).toBe(false);
  expect(project.has('reports/mutation/index.html')).toBe(true);
});

test('a command that is part of a run started before it leaves the run its files', () => {
  const project = inProject('run.startRun();', { SCENARIO_RUN_STARTED: '2027-01-15T08:00:00.000Z' });
  expect(project.has('reports/scenarios/fake/chromium/junit.xml')).toBe(true);
});

test('the closing line counts flaky ones only where there are any', () => {
  expect(closingLine({ passed: 3, failed: 1, skipped: 2, flaky: 1 })).toBe(
    'scenarios: 3 passed (1 flaky), 1 failed, 2 skipped',
  );
  expect(closingLine({ passed: 4, failed: 0, skipped: 0, flaky: 0 })).toBe('scenarios: 4 passed, 0 failed, 0 skipped');
});
