import type { Clock } from '@/application/ports';

/** The page's own clock: Date and setTimeout, which Playwright's page.clock and Vitest's fake timers replace. */
export const systemClock: Clock = {
  now: () => Date.now(),
  after: (ms, task) => {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  },
};
