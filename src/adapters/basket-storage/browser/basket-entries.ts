// How a basket lies in key-value storage: one key per item, `storefront.basket.<owner>/<entry>`, holding JSON.
import { keysStartingWith, type KeyValueStorage } from '@/key-value-storage/key-value-storage';
import { parseProduct, type Product } from '@/domain/product';
import { fail, ok, type Result } from '@/domain/result';
import type { BasketOwner } from '@/domain/shopper';

/** One saved item: its storage key, its name within the basket, and the text stored under it. */
interface BasketEntry {
  readonly key: string;
  readonly name: string;
  readonly value: string;
}

/** Every storage key of the basket of `owner` starts with this. */
export const entryPrefix = (owner: BasketOwner) => `storefront.basket.${owner}/`;

export const entryKey = (owner: BasketOwner, name: string) => entryPrefix(owner) + name;

/**
 * The saved entries of `owner`, in the order of their names, which is the order they were added. Each value is
 * read as the caller comes to it, so one that stops early (removing the first match) reads no further.
 */
export function* readEntries(storage: KeyValueStorage, owner: BasketOwner): Generator<BasketEntry, void, undefined> {
  const prefix = entryPrefix(owner);
  for (const key of keysStartingWith(storage, prefix).sort()) {
    const value = storage.getItem(key);
    if (value !== null) yield { key, name: key.slice(prefix.length), value };
  }
}

/** The name of the entry of `owner` saved last, by any tab, without reading the entries' values. */
export function lastEntryName(storage: KeyValueStorage, owner: BasketOwner): string | undefined {
  const prefix = entryPrefix(owner);
  // Asked on every add: the greatest key, found without sorting them all.
  const last = keysStartingWith(storage, prefix).reduce<string | undefined>(
    (greatest, key) => (greatest === undefined || key > greatest ? key : greatest),
    undefined,
  );
  return last?.slice(prefix.length);
}

/** Stored data is untrusted: the product an entry holds, or why it holds none. */
export function parseEntry(value: string): Result<Product, string> {
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return fail('not valid JSON');
  }
  const parsed = parseProduct(raw);
  return parsed.ok ? ok(parsed.value) : fail(`${parsed.error.field} ${parsed.error.reason}`);
}
