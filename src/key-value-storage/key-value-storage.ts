// The storage the adapters keep data in: the Web Storage calls they use, and a memory stand-in.
/** The part of the Web Storage API the adapters use, so `localStorage` and a memory map are interchangeable. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Storage that lives as long as the object: for tests, and where `localStorage` is unavailable. */
export class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();
  /** The keys in order, kept between calls of `key()` until a write changes them. */
  private keys: string[] | undefined;

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    this.keys ??= [...this.items.keys()];
    return this.keys[index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    // Web Storage keeps strings only; converting here keeps the two implementations alike.
    if (!this.items.has(key)) this.keys = undefined;
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    if (this.items.delete(key)) this.keys = undefined;
  }
}

/** The keys of `storage` that start with `prefix`, in storage order. */
export function keysStartingWith(storage: KeyValueStorage, prefix: string): string[] {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
  return keys.filter((key) => key !== '' && key.startsWith(prefix));
}
