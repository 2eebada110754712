// The offline provider's clock port: where it reads the time and waits, so tests (and Playwright's page.clock) control both.

/** The time in epoch milliseconds, and a way to run a task later. */
export interface Clock {
  now(): number;
  /** Runs `task` once, `ms` from now; the returned function cancels it. */
  after(ms: number, task: () => void): () => void;
}

/** The page's own clock: Date and setTimeout, which Playwright's page.clock and Vitest's fake timers replace. */
export const systemClock: Clock = {
  now: () => Date.now(),
  after: (ms, task) => {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  },
};
