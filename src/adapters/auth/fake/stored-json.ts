// Reads what the offline provider stored: text that anyone with the browser could have edited.

import type { KeyValueStorage } from '@/adapters/storage/key-value-storage';

/** The parsed value under `key`; anything unreadable reads as nothing (undefined). */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
