import type { Clock } from '@/application/ports';

interface Task {
  readonly at: number;
  readonly run: () => void;
}

/** A clock that moves only when told to, running each task when its time comes, in time order. */
export class ManualClock implements Clock {
  private tasks = new Set<Task>();

  constructor(private time = Date.UTC(2026, 10, 23, 9)) {}

  now(): number {
    return this.time;
  }

  after(ms: number, run: () => void): () => void {
    const task = { at: this.time + ms, run };
    this.tasks.add(task);
    return () => {
      this.tasks.delete(task);
    };
  }

  /** Moves the time on by `ms`, letting each task that falls due (and the promises it starts) settle first. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (let next = this.nextDue(end); next; next = this.nextDue(end)) {
      this.tasks.delete(next);
      this.time = next.at;
      next.run();
      await settle();
    }
    this.time = end;
    await settle();
  }

  private nextDue(end: number): Task | undefined {
    return [...this.tasks].filter(({ at }) => at <= end).sort((a, b) => a.at - b.at)[0];
  }
}

/** Lets pending promise chains (hashing, queued gateway operations) finish, on the real event loop. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
