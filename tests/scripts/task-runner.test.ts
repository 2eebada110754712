// The task runner's closing line, run for real: it counts the runner's own steps, so a run whose last step counts
// itself (the scenarios) ends with that step's line alone, pass or fail.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

const folder = mkdtempSync(join(tmpdir(), 'run-steps-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(steps: string[][], options: { summary?: boolean }) {
  const script = join(folder, 'run.mjs');
  const runner = pathToFileURL(resolve('scripts/task-runner.mjs')).href;
  writeFileSync(
    script,
    `import { runSteps } from '${runner}';\nrunSteps('the run', ${JSON.stringify(steps)}, ${JSON.stringify(options)});\n`,
  );
  const { status, stdout } = spawnSync('node', [script], { encoding: 'utf8' });
  return { status, lastLine: stdout.trim().split('\n').at(-1) };
}

describe('the closing line of a run of steps', () => {
  test('counts the steps that passed and the one that failed', () => {
    expect(
      run(
        [
          ['first', 'true'],
          ['second', 'exit 3'],
        ],
        {},
      ),
    ).toEqual({ status: 3, lastLine: 'steps: 1 passed, 1 failed' });
  });

  test('is left to the last step when it counts itself, even when an earlier step fails', () => {
    expect(
      run(
        [
          ['first', 'true'],
          ['second', 'exit 3'],
        ],
        { summary: false },
      ),
    ).toEqual({
      status: 3,
      lastLine: expect.stringMatching(/^◀ second: \d+ s$/),
    });
  });
});
