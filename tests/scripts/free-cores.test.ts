// How many workers a run of the scenarios starts on a machine other work shares (scripts/free-cores.mjs).
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { RUN_MARK, freeCores, otherWork, processorTicks, workersFor } from '../../scripts/free-cores.mjs';

type Process = { self: number; children?: number; parent?: number; started?: number; ours?: boolean };

/** A reading of a 2-core machine `seconds` in (100 ticks a second a core), with these processes by PID. */
const at = (seconds: number, processes: Record<number, Process>) => ({
  total: seconds * 200,
  processes: new Map(
    Object.entries(processes).map(([pid, { children = 0, parent = 1, started = 0, ours = false, ...rest }]) => [
      Number(pid),
      { children, parent, started, ours, ...rest },
    ]),
  ),
});

describe('the cores other work leaves a run', () => {
  test('are every core when the run is all the machine did', () => {
    const before = at(0, { 1: { self: 0 }, 100: { self: 0, ours: true } });
    const after = at(10, { 1: { self: 0 }, 100: { self: 1_900, ours: true } });
    expect(freeCores(before, after, 2)).toBe(2);
  });

  test('are one of two when a process outside the run kept one core busy', () => {
    const before = at(0, { 100: { self: 0, ours: true }, 200: { self: 0 } });
    const after = at(10, { 100: { self: 950, ours: true }, 200: { self: 1_000 } });
    expect(freeCores(before, after, 2)).toBe(1);
  });

  test('count as other work the steps another run waited for, once, though seen while they ran', () => {
    const before = at(0, { 200: { self: 10, parent: 1 }, 201: { self: 900, parent: 200 } });
    const after = at(10, { 200: { self: 20, children: 1_000, parent: 1 } });
    expect(otherWork(before, after)).toBe(110);
    expect(freeCores(before, after, 2)).toBe(2);
  });

  test('count a process started between two readings whole', () => {
    const before = at(0, { 100: { self: 0, ours: true } });
    const after = at(10, { 100: { self: 900, ours: true }, 300: { self: 1_100 } });
    expect(freeCores(before, after, 2)).toBe(1);
  });

  test('are every core when the run left processes no process of it waits for', () => {
    // The browser's renderers, left to PID 1 when the browser ends: their time reaches none of the run's processes.
    const before = at(0, { 1: { self: 0 }, 100: { self: 0, ours: true }, 150: { self: 0, ours: true } });
    const after = at(10, { 1: { self: 1, children: 1_200 }, 100: { self: 700, ours: true } });
    expect(freeCores(before, after, 2)).toBe(2);
  });

  test('take a reused process ID for another process', () => {
    const before = at(0, { 100: { self: 0, ours: true }, 300: { self: 5_000, started: 10 } });
    const after = at(10, { 100: { self: 900, ours: true }, 300: { self: 1_100, started: 900 } });
    expect(otherWork(before, after)).toBe(1_100);
  });

  test('are one at least, however busy the machine', () => {
    const before = at(0, { 200: { self: 0 }, 201: { self: 0 } });
    const after = at(10, { 200: { self: 1_000 }, 201: { self: 1_000 } });
    expect(freeCores(before, after, 2)).toBe(1);
  });
});

describe('the workers a run of the scenarios starts', () => {
  test('are as many as asked, with the cores free', () => {
    expect(workersFor({ parallel: 2, scenarios: 120, freeCores: 2 })).toBe(2);
    expect(workersFor({ parallel: 2, scenarios: 120 })).toBe(2);
  });

  test('are no more than the cores other work leaves', () => {
    expect(workersFor({ parallel: 2, scenarios: 120, freeCores: 1 })).toBe(1);
  });

  test('are no more than the scenarios', () => {
    expect(workersFor({ parallel: 2, scenarios: 1, freeCores: 2 })).toBe(1);
  });

  test("are none, the scenarios in cucumber-js's own process, only when asked for none", () => {
    expect(workersFor({ parallel: 0, scenarios: 120, freeCores: 1 })).toBe(0);
  });
});

describe('a reading of the processes', () => {
  test("counts this process's own work as the run's", () => {
    const before = processorTicks()!.processes.get(process.pid)!;
    const start = process.cpuUsage();
    // Busy until this process has had 300 ms of processor time (30 ticks), however long a busy machine takes.
    while (process.cpuUsage(start).user < 300_000);
    const after = processorTicks()!.processes.get(process.pid)!;
    expect(after.ours).toBe(true);
    expect(after.self - before.self).toBeGreaterThanOrEqual(20);
  });

  test("counts a process the run started as the run's after its parent ended, and one outside it as not", () => {
    const mark = `a-test-run-${process.pid}`;
    // Each shell starts a sleep and ends at once, leaving it to PID 1, as a browser leaves its renderers.
    const orphan = (env: NodeJS.ProcessEnv) =>
      Number(execFileSync('sh', ['-c', 'sleep 5 >/dev/null 2>&1 & echo $!'], { encoding: 'utf8', env }));
    const env = { ...process.env };
    delete env[RUN_MARK];
    const ours = orphan({ ...env, [RUN_MARK]: mark });
    const others = orphan(env);
    try {
      const { processes } = processorTicks(mark)!;
      expect(processes.get(ours)).toMatchObject({ parent: 1, ours: true });
      expect(processes.get(others)).toMatchObject({ parent: 1, ours: false });
    } finally {
      process.kill(ours);
      process.kill(others);
    }
  });
});
