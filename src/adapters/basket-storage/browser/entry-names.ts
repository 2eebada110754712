// Names for new basket entries that sort in the order items were added, across every tab.
/**
 * Sortable by time first, then by tab and a counter: tabs writing in the same millisecond never pick
 * the same name, and every tab reads the same order.
 */
export class EntryNames {
  /** Tells this tab's entries from those of tabs writing in the same millisecond. */
  private readonly writer = randomWriterId();
  private lastTime = 0;
  private counter = 0;

  constructor(private readonly now: () => number) {}

  /** Never earlier than this tab's previous name, even if the clock steps back. */
  next(): string {
    this.lastTime = Math.max(this.lastTime, this.now());
    const time = this.lastTime.toString(36).padStart(10, '0');
    const count = (this.counter++).toString(36).padStart(6, '0');
    return `${time}-${this.writer}-${count}`;
  }
}

/** Eight random hex digits; `crypto.randomUUID` would need a secure context (not http://<LAN address>). */
function randomWriterId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
