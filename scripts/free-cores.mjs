// The cores other work leaves a run. On a CI runner that another job shares, the scenarios' two workers each get
// half a core: two browsers and two sets of steps for the work of one, and each action slower, so more polling
// (docs/decisions/0027-a-gate-in-minutes.md has the figures). So the task runner watches, while its steps run, how
// much of the machine goes to work that is not its own, and a run of the scenarios starts no more workers than
// the cores left (FREE_CORES).
//
// Other work is counted process by process, not as the machine's busy time less the run's: a browser leaves
// processes behind that no process of the run waits for (Chromium's renderers, Firefox's crash helper), so their
// time reaches none of the run's, and alone a run would take its own browsers for other work. A process is the
// run's if it inherited the run's mark (RUN_MARK), or is the child of one of the run's, or belongs to a session
// one of the run's leads: Chromium starts its helpers with an environment of its own, in the browser's session.
import { readdirSync, readFileSync } from 'node:fs';

/** The variable that marks a run's processes: every process it starts inherits it, unless given another. */
export const RUN_MARK = 'STOREFRONT_RUN';

/** Marks this process's run, unless it is a step of a larger run, which marked it already. */
export function markRun() {
  process.env[RUN_MARK] ??= `${process.pid}-${Date.now()}`;
}

/**
 * The processor's clock ticks so far: `total` over every core (/proc/stat), and each process's (/proc/PID/stat):
 * its own (`self`), its waited-for children's (`children`), its parent, its session, when it started (a reused
 * PID is another process) and whether it holds the run's `mark` (this process does). Undefined where there is no
 * /proc (not Linux): the run then takes every core.
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
    // After the command's name, in brackets: the state is the 3rd field, the parent the 4th, the session the 6th,
    // utime to cstime the 14th to 17th, the start time the 22nd.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return {
      self: utime + stime,
      children: cutime + cstime,
      parent: Number(fields[1]),
      session: Number(fields[3]),
      started: Number(fields[19]),
      marked: pid === process.pid || (mark !== undefined && marked(pid, mark)),
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

/** What a run knows to be its own: its processes (by PID and start) and the sessions they lead. */
export const nothingOurs = () => ({ processes: new Set(), sessions: new Set() });

const keyOf = (pid, { started }) => `${pid}:${started}`;

/**
 * Adds to `ours` the processes of `reading` that are the run's: marked, a child of one of the run's, or in a
 * session one of them leads. Once the run's, always: a browser's helpers outlive it, left to PID 1.
 */
export function claim(reading, ours) {
  const isOurs = (pid, seen = new Set()) => {
    const process = reading.processes.get(pid);
    if (!process || seen.has(pid)) return false;
    seen.add(pid);
    if (ours.processes.has(keyOf(pid, process))) return true;
    if (!(process.marked || ours.sessions.has(process.session) || isOurs(process.parent, seen))) return false;
    ours.processes.add(keyOf(pid, process));
    if (process.session === pid) ours.sessions.add(pid);
    return true;
  };
  // The marked first, so that the sessions they lead are known before their members are looked at.
  const pids = [...reading.processes.keys()];
  for (const pid of pids.filter((each) => reading.processes.get(each).marked)) isOurs(pid);
  for (const pid of pids) isOurs(pid);
}

/**
 * The ticks that processes not the run's (`ours`, after `claim`) took between two readings: each one's own time,
 * and the time of the children it waited for, less what was counted of those children while they lived. Not the
 * children of PID 1, where orphans go, the run's among them.
 */
export function otherWork(before, after, ours) {
  const isOurs = (pid, process) => ours.processes.has(keyOf(pid, process));
  let ticks = 0;
  for (const [pid, now] of after.processes) {
    if (isOurs(pid, now)) continue;
    const then = before.processes.get(pid);
    const earlier = then?.started === now.started ? then : { self: 0, children: 0 };
    ticks += now.self - earlier.self;
    if (pid !== 1) ticks += now.children - earlier.children;
  }
  for (const [pid, then] of before.processes) {
    if (isOurs(pid, then) || after.processes.get(pid)?.started === then.started) continue;
    const parent = before.processes.get(then.parent);
    if (then.parent !== 1 && parent && !isOurs(then.parent, parent)) ticks -= then.self + then.children;
  }
  return Math.max(0, ticks);
}

/** The cores left, on average, when other work took `otherTicks` of `totalTicks` over `cores`: one at least. */
export const coresLeft = (otherTicks, totalTicks, cores) =>
  Math.max(1, Math.round(cores - (otherTicks / totalTicks) * cores));

/** The cores the task runner told this step other work has left it (FREE_CORES), if it did. */
export const freeCoresTold = () => (process.env.FREE_CORES ? Number(process.env.FREE_CORES) : undefined);

/**
 * The workers a run of the scenarios starts: as many as asked (`parallel`; none is cucumber-js's own process), no
 * more than its scenarios, since each starts a server and a browser of its own, and no more than `freeCores`, if
 * known. One worker stays a worker: beside other work, a long run took longer in cucumber-js's own process
 * (docs/decisions/0027-a-gate-in-minutes.md).
 */
export const workersFor = ({ parallel, scenarios, freeCores = Infinity }) =>
  parallel === 0 ? 0 : Math.min(parallel, scenarios, freeCores);
