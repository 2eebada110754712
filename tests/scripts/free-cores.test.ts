// How many workers a run of the scenarios starts on a machine other work shares (scripts/free-cores.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, test } from 'vitest';
import {
  claim,
  coresLeft,
  freeCoresTold,
  nothingOurs,
  otherWork,
  processorTicks,
  RUN_MARK,
  workersFor,
} from '../../scripts/free-cores.mjs';

type Process = {
  self: number;
  children?: number;
  parent?: number;
  session?: number;
  started?: number;
  marked?: boolean;
};

/** A reading of a 2-core machine `seconds` in (100 ticks a second a core), with these processes by PID. */
const at = (seconds: number, processes: Record<number, Process>) => ({
  total: seconds * 200,
  processes: new Map(
    Object.entries(processes).map(([pid, { children = 0, parent = 1, started = 0, marked = false, ...rest }]) => [
      Number(pid),
      { children, parent, session: rest.session ?? Number(pid), started, marked, ...rest },
    ]),
  ),
});

/** The other work between the last two of `readings`, each claimed for the run in turn, as the task runner does. */
function otherWorkAfter(...readings: ReturnType<typeof at>[]) {
  const ours = nothingOurs();
  for (const reading of readings) claim(reading, ours);
  return otherWork(readings.at(-2)!, readings.at(-1)!, ours);
}
/** The cores other work left over the 10 s between the last two of `readings`. */
const coresAfter = (...readings: ReturnType<typeof at>[]) => coresLeft(otherWorkAfter(...readings), 2_000, 2);

describe('the cores other work leaves a run', () => {
  test('are every core when the run is all the machine did', () => {
    expect(coresAfter(at(0, { 100: { self: 0, marked: true } }), at(10, { 100: { self: 1_900, marked: true } }))).toBe(
      2,
    );
  });

  test('are one of two when a process outside the run kept one core busy', () => {
    const before = at(0, { 100: { self: 0, marked: true }, 200: { self: 0 } });
    const after = at(10, { 100: { self: 950, marked: true }, 200: { self: 1_000 } });
    expect(coresAfter(before, after)).toBe(1);
  });

  test('count the steps another run waited for once, though seen while they ran', () => {
    const before = at(0, { 200: { self: 10 }, 201: { self: 900, parent: 200, session: 200 } });
    const after = at(10, { 200: { self: 20, children: 1_000 } });
    expect(otherWorkAfter(before, after)).toBe(110);
  });

  test('count a process started between two readings whole', () => {
    const before = at(0, { 100: { self: 0, marked: true } });
    const after = at(10, { 100: { self: 900, marked: true }, 300: { self: 1_100 } });
    expect(coresAfter(before, after)).toBe(1);
  });

  test("are every core when the run's browser started helpers with an environment of their own", () => {
    // Chromium's renderers: children of the browser's zygote, without the run's mark, in the browser's session.
    const browser = { 100: { self: 0, marked: true }, 110: { self: 0, parent: 100, marked: true } };
    const helpers = (ticks: number) => ({
      111: { self: 0, parent: 110, session: 110 },
      112: { self: ticks, parent: 111, session: 110 },
    });
    const before = at(0, { ...browser, ...helpers(0) });
    const after = at(10, { ...browser, ...helpers(1_500) });
    expect(coresAfter(before, after)).toBe(2);
  });

  test('are every core when the browser ended and left its helpers to PID 1', () => {
    const before = at(0, {
      1: { self: 0 },
      100: { self: 0, marked: true },
      110: { self: 0, parent: 100, marked: true },
      111: { self: 0, parent: 110, session: 110 },
    });
    // The zygote, now PID 1's, started a renderer after the last reading: it is known by the browser's session.
    const between = at(5, { 1: { self: 0 }, 100: { self: 0, marked: true }, 111: { self: 0, session: 110 } });
    const after = at(10, {
      1: { self: 1, children: 900 },
      100: { self: 500, marked: true },
      111: { self: 0, session: 110 },
      113: { self: 500, parent: 111, session: 110 },
    });
    expect(otherWorkAfter(before, between, after)).toBe(1);
  });

  test('take a reused process ID for another process', () => {
    const before = at(0, { 100: { self: 0, marked: true }, 300: { self: 5_000, started: 10 } });
    const after = at(10, { 100: { self: 900, marked: true }, 300: { self: 1_100, started: 900 } });
    expect(otherWorkAfter(before, after)).toBe(1_100);
  });

  test('are one at least, however busy the machine', () => {
    expect(coresLeft(2_000, 2_000, 2)).toBe(1);
  });
});

test('a step hears the cores the task runner told it, and nothing when it told none', () => {
  const told = process.env.FREE_CORES;
  try {
    process.env.FREE_CORES = '1';
    expect(freeCoresTold()).toBe(1);
    delete process.env.FREE_CORES;
    expect(freeCoresTold()).toBeUndefined();
  } finally {
    if (told === undefined) delete process.env.FREE_CORES;
    else process.env.FREE_CORES = told;
  }
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
    expect(after.marked).toBe(true);
    expect(after.self - before.self).toBeGreaterThanOrEqual(20);
  });

  test("counts as the run's the processes it started, after their parent ended, and not one outside it", async () => {
    const mark = `a-test-run-${process.pid}`;
    const env = { ...process.env };
    delete env[RUN_MARK];
    // A session the run leads, as a browser does, and in it a child with an environment of its own, as Chromium's
    // renderers have; then the leader ends and leaves the child to PID 1.
    const leader = spawn('sh', ['-c', 'env -i sleep 5 & echo $!; exec sleep 5'], {
      detached: true,
      env: { ...env, [RUN_MARK]: mark },
    });
    // And one outside it: no child of this process (the run's, as the task runner is) and without the mark.
    const outside = Number(execFileSync('sh', ['-c', 'sleep 5 >/dev/null 2>&1 & echo $!'], { encoding: 'utf8', env }));
    const child = Number((await once(leader.stdout, 'data')).toString());
    try {
      const ours = nothingOurs();
      claim(processorTicks(mark)!, ours);
      leader.kill();
      await once(leader, 'exit');
      const reading = processorTicks(mark)!;
      claim(reading, ours);
      const claimed = (pid: number) => ours.processes.has(`${pid}:${reading.processes.get(pid)!.started}`);
      expect(reading.processes.get(child)).toMatchObject({ parent: 1, marked: false });
      expect(claimed(child)).toBe(true);
      expect(claimed(outside)).toBe(false);
    } finally {
      process.kill(child);
      process.kill(outside);
    }
  });
});
