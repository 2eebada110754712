// The cores other work leaves a run. On a CI runner that another job shares, the scenarios' two workers each get
// half a core: two browsers and two sets of steps for the work of one, and each action slower, so more polling
// (docs/decisions/0027-a-gate-in-minutes.md has the figures). So the task runner measures, over the steps before,
// how much of the machine went to work that is not its own, and a run of the scenarios starts no more workers
// than the cores left (FREE_CORES).
//
// Other work is counted process by process, not as the machine's busy time less the run's: a browser leaves
// processes behind that its parent never waits for (Chromium's renderers, Firefox's crash helper), so their time
// reaches no process of the run, and alone a run would read its own browsers as other work.
import { readdirSync, readFileSync } from 'node:fs';

/** The variable that marks a run's processes: every process it starts inherits it, browsers' helpers included. */
export const RUN_MARK = 'STOREFRONT_RUN';

/** Marks this process's run, unless it is a step of a larger run, which marked it already. */
export function markRun() {
  process.env[RUN_MARK] ??= `${process.pid}-${Date.now()}`;
}

/**
 * The processor's clock ticks so far: `total` over every core (/proc/stat), and each process's (/proc/PID/stat):
 * its own (`self`), its waited-for children's (`children`), its parent, when it started (a reused PID is another
 * process) and whether it is this run's (`ours`: this process, or one that inherited its RUN_MARK). Undefined where
 * there is no /proc (not Linux): the run then takes every core.
 */
export function processorTicks(mark = process.env[RUN_MARK]) {
  try {
    const total = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number)
      .reduce((sum, ticks) => sum + ticks, 0);
    const processes = new Map();
    for (const pid of readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number)) {
      const process = processAt(pid, mark);
      if (process) processes.set(pid, process);
    }
    return { total, processes };
  } catch {
    return undefined;
  }
}

/** One process's entry in processorTicks; undefined if it ended meanwhile. */
function processAt(pid, mark) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's name, in brackets: the state is the 3rd field, the parent the 4th, utime to cstime the
    // 14th to 17th, the start time the 22nd.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return {
      self: utime + stime,
      children: cutime + cstime,
      parent: Number(fields[1]),
      started: Number(fields[19]),
      ours: pid === process.pid || (mark !== undefined && marked(pid, mark)),
    };
  } catch {
    return undefined;
  }
}

/** Whether the process's environment holds the run's mark; a process this user may not read is not the run's. */
function marked(pid, mark) {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`${RUN_MARK}=${mark}`);
  } catch {
    return false;
  }
}

/**
 * The ticks that processes not the run's took between two processorTicks readings: each one's own time, and the
 * time of the children it waited for, less what was counted of those children while they lived. Not the children
 * of PID 1, where orphans go, the run's among them.
 */
export function otherWork(before, after) {
  const same = (pid, then) => after.processes.get(pid)?.started === then.started;
  let ticks = 0;
  for (const [pid, now] of after.processes) {
    if (now.ours) continue;
    const then = before.processes.get(pid);
    const earlier = then?.started === now.started ? then : { self: 0, children: 0 };
    ticks += now.self - earlier.self;
    if (pid !== 1) ticks += now.children - earlier.children;
  }
  for (const [pid, then] of before.processes) {
    if (then.ours || same(pid, then)) continue;
    const parent = before.processes.get(then.parent);
    if (then.parent !== 1 && parent && !parent.ours) ticks -= then.self + then.children;
  }
  return Math.max(0, ticks);
}

/** The cores other work left, on average, between two processorTicks readings: one at least, to the nearest. */
export function freeCores(before, after, cores) {
  const othersCores = (otherWork(before, after) / (after.total - before.total)) * cores;
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
