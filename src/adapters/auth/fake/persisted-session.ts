// The SDK's persisted session, offline: who this browser is signed in as, and their ID token's times, across reloads and tabs.

import type { KeyValueStorage } from '@/adapters/storage/key-value-storage';
import { isRecord, readJson } from './stored-json';

const SESSION_KEY = 'storefront.fake-auth.session';

/** Whether a storage key (of a `storage` event, say) holds the session. */
export const isSessionKey = (key: string): boolean => key === SESSION_KEY;

/** The signed-in account, when it signed in (what revoking sessions compares with), and when its ID token expires. */
export interface StoredSession {
  readonly uid: string;
  readonly signedInAt: number;
  readonly expiresAt: number;
}

export class PersistedSession {
  constructor(private readonly storage: KeyValueStorage) {}

  /**
   * The stored session, or undefined when nobody is signed in (or the stored value is unreadable). A session
   * stored without times counts as signed in long ago with an expired token: it is refreshed, or ended, at once.
   */
  read(): StoredSession | undefined {
    const session = readJson(this.storage, SESSION_KEY);
    if (!isRecord(session) || typeof session['uid'] !== 'string') return undefined;
    const time = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
    return { uid: session['uid'], signedInAt: time(session['signedInAt']), expiresAt: time(session['expiresAt']) };
  }

  save(session: StoredSession): void {
    this.storage.setItem(SESSION_KEY, JSON.stringify(session));
  }

  clear(): void {
    this.storage.removeItem(SESSION_KEY);
  }
}
