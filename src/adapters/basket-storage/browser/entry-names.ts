// Names for new basket entries that sort in the order items were added, across every tab.
/**
 * Sortable by time first, then by tab and a counter: tabs writing in the same millisecond never pick
 * the same name, and every tab reads the same order. A name also sorts after the basket's last saved
 * one, so an item added after another tab's saved item comes after it even within one millisecond
 * (the tab id alone would order such a pair by chance).
 */
export class EntryNames {
  /** Tells this tab's entries from those of tabs writing in the same millisecond. */
  private readonly writer = randomWriterId();
  private lastTime = 0;
  private counter = 0;

  constructor(private readonly now: () => number) {}

  /** Never earlier than this tab's previous name, even if the clock steps back, nor than `after`. */
  next(after?: string): string {
    this.lastTime = Math.max(this.lastTime, this.now());
    if (after !== undefined && this.name() <= after) {
      const afterTime = TIME.exec(after)?.[0];
      if (afterTime) this.lastTime = parseInt(afterTime, 36) + 1;
    }
    const name = this.name();
    this.counter++;
    return name;
  }

  private name(): string {
    const time = this.lastTime.toString(36).padStart(10, '0');
    return `${time}-${this.writer}-${this.counter.toString(36).padStart(6, '0')}`;
  }
}

/** The time part of a well-formed name; another shape (a hand-edited key) says nothing of time. */
const TIME = /^[0-9a-z]{10}(?=-)/;

/** Eight random hex digits; `crypto.randomUUID` would need a secure context (not http://<LAN address>). */
function randomWriterId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
