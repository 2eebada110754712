// The cores other work leaves a run. On a CI runner that another job shares, the scenarios' two workers each get
// half a core: two browsers and two sets of steps for the work of one, and each action slower, so more polling
// (docs/decisions/0027-a-gate-in-minutes.md has the figures). So the task runner measures, over the steps before,
// how much of the machine went to work that is not its own, and a run of the scenarios starts no more workers
// than the cores left (FREE_CORES).
import { readFileSync } from 'node:fs';

/**
 * The processor's clock ticks so far: `busy` and `idle` over every core (/proc/stat), `own` this process's and its
 * waited-for children's. Undefined where there is no /proc (not Linux): the run then takes every core.
 */
export function processorTicks() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const self = readFileSync('/proc/self/stat', 'utf8');
    // After the command's name, in brackets: the state is the 3rd field, utime to cstime the 14th to 17th.
    const [utime, stime, cutime, cstime] = self
      .slice(self.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 15)
      .map(Number);
    return {
      busy: user + nice + system + irq + softirq + steal,
      idle: idle + iowait,
      own: utime + stime + cutime + cstime,
    };
  } catch {
    return undefined;
  }
}

/**
 * The cores left, on average, between two `processorTicks` readings, by the work that was not this process's or
 * its children's: one at least, to the nearest whole core.
 */
export function freeCores(before, after, cores) {
  const ticks = after.busy + after.idle - (before.busy + before.idle);
  const others = after.busy - before.busy - (after.own - before.own);
  const othersCores = (others / ticks) * cores;
  return Math.max(1, Math.round(cores - othersCores));
}

/**
 * The workers a run of the scenarios starts: as many as asked (`parallel`; none is cucumber-js's own process), no
 * more than its scenarios, since each starts a server and a browser of its own, and no more than `freeCores`, if
 * known. One worker stays a worker: beside other work, a long run took longer in cucumber-js's own process
 * (docs/decisions/0027-a-gate-in-minutes.md).
 */
export const workersFor = ({ parallel, scenarios, freeCores = Infinity }) =>
  parallel === 0 ? 0 : Math.min(parallel, scenarios, freeCores);
