// The fake auth provider's accounts, kept in browser storage with one key per account.

import { keysStartingWith, type KeyValueStorage } from '@/key-value-storage/key-value-storage';
import { isRecord } from '@/domain/is-record';

/** The Auth emulator's e-mail rule (firebase-tools 15.34.2, `isValidEmailAddress`): text, one @, text. */
export const EMAIL_FORMAT = /^[^@]+@[^@]+$/;
const ACCOUNT_KEY_PREFIX = 'storefront.fake-auth.account:';

export interface Account {
  readonly uid: string;
  /** Lower-cased, as Firebase keeps e-mails and matches them. */
  readonly email: string;
  /** The password only as SHA-256 of a random salt and itself, in hex (docs/decisions/0015). */
  readonly salt: string;
  readonly hash: string;
  readonly createdAt: number;
  readonly lastLoginAt: number;
  readonly disabled: boolean;
  /** Sessions signed in before this time are revoked (Firebase's validSince); absent until revoked once. */
  readonly validSince?: number;
}

const canonical = (email: string): string => email.toLowerCase();

// A page at http://<LAN address> (a phone opening the dev server) is no secure context: it has
// crypto.getRandomValues, but neither crypto.randomUUID nor crypto.subtle.
const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** 128 random bits, in hex. */
const randomId = (): string => hex(crypto.getRandomValues(new Uint8Array(16)));

/** SHA-256 by the platform where it has it, else by @noble/hashes, loaded only then: the same digest either way. */
async function sha256(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  if (crypto.subtle) return new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  const { sha256: digest } = await import('@noble/hashes/sha2.js');
  return digest(data);
}

async function hashOf(salt: string, password: string): Promise<string> {
  return hex(await sha256(new TextEncoder().encode(`${salt}:${password}`)));
}

/** A new, enabled account for these credentials, created (and last signed in) at `now`. */
export async function newAccount(email: string, password: string, now: number): Promise<Account> {
  const salt = randomId();
  // Unique and unguessable is all the storefront needs of a uid: Firebase's 28-character shape is not part of it.
  return enabled({ uid: randomId(), email: canonical(email), salt, hash: await hashOf(salt, password) }, now);
}

/** An enabled account with these credentials, created (and last signed in) at `now`. */
export const enabled = (credentials: Pick<Account, 'uid' | 'email' | 'salt' | 'hash'>, now: number): Account => ({
  ...credentials,
  createdAt: now,
  lastLoginAt: now,
  disabled: false,
});

export async function passwordMatches(password: string, account: Account): Promise<boolean> {
  return (await hashOf(account.salt, password)) === account.hash;
}

/** The parsed value under `key`; anything unreadable reads as undefined (anyone with the browser may edit it). */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return undefined;
  }
}

/** A time that `Date` can represent, so metadata never reads "Invalid Date". */
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && !Number.isNaN(new Date(value).getTime());

/** A fresh Account holding only the known fields, or undefined when `value` is not a well-formed one. */
function parseAccount(value: unknown): Account | undefined {
  if (!isRecord(value)) return undefined;
  const { uid, email, salt, hash, createdAt, lastLoginAt, disabled, validSince } = value;
  const wellFormed =
    typeof uid === 'string' &&
    uid !== '' &&
    typeof email === 'string' &&
    EMAIL_FORMAT.test(email) &&
    typeof salt === 'string' &&
    typeof hash === 'string' &&
    /^[0-9a-f]{64}$/.test(hash) &&
    isTime(createdAt) &&
    isTime(lastLoginAt) &&
    typeof disabled === 'boolean' &&
    (validSince === undefined || isTime(validSince));
  if (!wellFormed) return undefined;
  const account = { uid, email, salt, hash, createdAt, lastLoginAt, disabled };
  return validSince === undefined ? account : { ...account, validSince };
}

/**
 * Accounts by canonical e-mail, each under a key of its own: a write changes one account, never a list read
 * and written back, so tabs registering different e-mails at the same moment keep every account. Two tabs
 * registering the same e-mail at the same instant can both find it free, and the last write wins: Web Storage
 * has no compare-and-set, and the provider narrows that window by checking again just before it writes.
 */
export class FakeAccountStore {
  constructor(private readonly storage: KeyValueStorage) {}

  find(email: string): Account | undefined {
    const account = parseAccount(readJson(this.storage, ACCOUNT_KEY_PREFIX + canonical(email)));
    return account?.email === canonical(email) ? account : undefined;
  }

  findByUid(uid: string): Account | undefined {
    return this.list().find((account) => account.uid === uid);
  }

  list(): Account[] {
    return keysStartingWith(this.storage, ACCOUNT_KEY_PREFIX).flatMap(
      (key) => this.find(key.slice(ACCOUNT_KEY_PREFIX.length)) ?? [],
    );
  }

  save(account: Account): void {
    this.storage.setItem(ACCOUNT_KEY_PREFIX + account.email, JSON.stringify(account));
  }

  remove(email: string): void {
    this.storage.removeItem(ACCOUNT_KEY_PREFIX + canonical(email));
  }

  removeAll(): void {
    for (const key of keysStartingWith(this.storage, ACCOUNT_KEY_PREFIX)) this.storage.removeItem(key);
  }
}
