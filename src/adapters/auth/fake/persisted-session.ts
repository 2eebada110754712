// The SDK's persisted session, offline: which account this browser is signed in to, across reloads and tabs.

import type { KeyValueStorage } from '@/adapters/storage/key-value-storage';
import { isRecord, readJson } from './stored-json';

const SESSION_KEY = 'storefront.fake-auth.session';

/** Whether a storage key (of a `storage` event, say) holds the session. */
export const isSessionKey = (key: string): boolean => key === SESSION_KEY;

export class PersistedSession {
  constructor(private readonly storage: KeyValueStorage) {}

  /** The uid of the signed-in account, or undefined when nobody is (or the stored value is unreadable). */
  uid(): string | undefined {
    const session = readJson(this.storage, SESSION_KEY);
    const uid = isRecord(session) ? session['uid'] : undefined;
    return typeof uid === 'string' ? uid : undefined;
  }

  save(uid: string): void {
    this.storage.setItem(SESSION_KEY, JSON.stringify({ uid }));
  }

  clear(): void {
    this.storage.removeItem(SESSION_KEY);
  }
}
