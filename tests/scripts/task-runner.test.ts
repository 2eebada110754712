// The task runner's closing line, run for real: it counts the runner's own steps, so a run whose last step counts
// itself (the scenarios) ends with that step's line alone, pass or fail.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { buildStep, light, reading, stepsNamed } from '../../scripts/task-runner.mjs';

const folder = mkdtempSync(join(tmpdir(), 'run-steps-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A script that runs `steps` through runSteps, the light ones (`light`) marked so. */
function runScript(steps: unknown[][], options: { summary?: boolean }, { light = false } = {}) {
  const script = join(folder, 'run.mjs');
  const runner = pathToFileURL(resolve('scripts/task-runner.mjs')).href;
  const given = `${JSON.stringify(steps)}${light ? '.map(light)' : ''}`;
  writeFileSync(
    script,
    `import { light, runSteps } from '${runner}';\nrunSteps('the run', ${given}, ${JSON.stringify(options)});\n`,
  );
  return script;
}

/** Runs `steps` through runSteps; its exit status, output and closing line. */
function run(...given: Parameters<typeof runScript>) {
  const { status, stdout } = spawnSync('node', [runScript(...given)], {
    encoding: 'utf8',
    cwd: folder,
    timeout: 30_000,
  });
  return { status, stdout, lastLine: stdout.trim().split('\n').at(-1) };
}

const closing = (...given: Parameters<typeof run>) => {
  const { status, lastLine } = run(...given);
  return { status, lastLine };
};

describe('the closing line of a run of steps', () => {
  test('counts the steps that passed and the one that failed', () => {
    expect(
      closing(
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
      closing(
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

test('shows each step as a command that a plain shell runs again, with its variables', () => {
  const { status, stdout } = run([['greets', `echo "$WHO's step"`, { WHO: 'Ann' }]], {});
  expect(status).toBe(0);
  const typed = /▶ greets: (.*)/.exec(stdout)?.[1] ?? '';
  expect(typed).toMatch(/^WHO=Ann npm exec -c /);
  const again = spawnSync('sh', ['-c', typed], { encoding: 'utf8', cwd: folder, env: { PATH: process.env.PATH } });
  expect([stdout.includes("Ann's step\n"), again.stdout]).toEqual([true, "Ann's step\n"]);
});

describe('light steps next to each other', () => {
  test("run two at once, each one's output shown whole", () => {
    // The first waits for a file only the second writes: one after the other, it would wait until killed.
    const { status, stdout } = run(
      [
        ['waits', 'echo first-begins; until [ -e second-ran ]; do sleep 0.05; done; echo first-ends'],
        ['writes', 'echo second; touch second-ran'],
      ],
      {},
      { light: true },
    );
    expect(status).toBe(0);
    expect(stdout).toContain('first-begins\nfirst-ends\n◀ waits');
    expect(stdout).toContain('steps: 2 passed, 0 failed');
  });

  test('start no other once one has failed', async () => {
    // The step beside the failing one ends only once the runner has shown the failing one's end, which it does
    // as it records the failure: whatever the machine's load, the failure comes first.
    const script = runScript(
      [
        ['fails', 'exit 3'],
        ['runs beside it', 'until [ -e failure-shown ]; do sleep 0.05; done'],
        ['never starts', 'touch started'],
      ],
      {},
      { light: true },
    );
    const child = spawn('node', [script], { cwd: folder });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('◀ fails:')) writeFileSync(join(folder, 'failure-shown'), '');
    });
    const status = await new Promise((done) => child.on('close', done));
    expect({ status, lastLine: stdout.trim().split('\n').at(-1) }).toEqual({
      status: 3,
      lastLine: 'steps: 1 passed, 1 failed',
    });
    expect(existsSync(join(folder, 'started'))).toBe(false);
  });
});

describe('steps chosen by words', () => {
  const steps = [
    buildStep('fake'),
    reading(['fake'], ['screenshots of the build', 'vitest run -c vitest.visual.config.ts']),
    light(['types', 'tsc --noEmit']),
    reading(['fake', 'firebase'], ['scenarios on the emulator', 'scenarios firebase']),
  ];
  const names = (chosen: unknown[][]) => chosen.map(([name, command]) => `${name}: ${command}`);

  test('a step that reads a build chosen alone gets the build first, made only if the sources changed', () => {
    expect(names(stepsNamed(steps, ['screenshots']))).toEqual([
      'build (fake profile): node scripts/build.mjs fake --if-stale',
      'screenshots of the build: vitest run -c vitest.visual.config.ts',
    ]);
  });

  test('chosen with the step that builds it, the build is made as that step makes it, once', () => {
    expect(names(stepsNamed(steps, ['build']))).toEqual(names(steps.slice(0, 2)));
  });

  test('each build a step reads comes first, with its profile’s variables', () => {
    const chosen = stepsNamed(steps, ['emulator'], { firebase: { AUTH: 'on a free port' } });
    expect(chosen.map(([name, , env]) => [name, env])).toEqual([
      ['build (fake profile)', {}],
      ['build (firebase profile)', { AUTH: 'on a free port' }],
      ['scenarios on the emulator', {}],
    ]);
  });

  test('words no step holds choose nothing', () => {
    expect(stepsNamed(steps, ['no such step'])).toEqual([]);
  });
});
