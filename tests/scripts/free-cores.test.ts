// How many workers a run of the scenarios starts on a machine other work shares (scripts/free-cores.mjs).
import { describe, expect, test } from 'vitest';
import { freeCores, processorTicks, workersFor } from '../../scripts/free-cores.mjs';

/** Ticks of a 2-core machine over 10 s (2,000 ticks in all): `busy` of them busy, `own` of those this run's. */
const tenSeconds = (busy: number, own: number) => [
  { busy: 0, idle: 0, own: 0 },
  { busy, idle: 2_000 - busy, own },
];

describe('the cores other work leaves a run', () => {
  test('are every core when the run is all the machine did', () => {
    expect(freeCores(...tenSeconds(1_900, 1_900), 2)).toBe(2);
  });

  test('are one of two when other work kept one core busy', () => {
    expect(freeCores(...tenSeconds(1_950, 950), 2)).toBe(1);
    expect(freeCores(...tenSeconds(1_300, 300), 2)).toBe(1);
  });

  test('are every core when other work took a little', () => {
    expect(freeCores(...tenSeconds(1_800, 1_500), 2)).toBe(2);
  });

  test('are one at least, however busy the machine', () => {
    expect(freeCores(...tenSeconds(2_000, 0), 2)).toBe(1);
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

test("the readings count this process's own work as its own", () => {
  const before = processorTicks()!;
  const start = process.cpuUsage();
  // Busy until this process has had 300 ms of processor time (30 ticks), however long a busy machine takes.
  while (process.cpuUsage(start).user < 300_000);
  const after = processorTicks()!;
  expect(after.own - before.own).toBeGreaterThanOrEqual(20);
});
