// An offline provider account as stored, and how a stored record is told apart from junk.

import { hashPassword } from './password-hashing';
import { isRecord } from './stored-json';

/** The Auth emulator's e-mail rule (firebase-tools 15.34.2, `isValidEmailAddress`): text, one @, text. */
export const EMAIL_FORMAT = /^[^@]+@[^@]+$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** An account as stored: the password only as a salted hash (see password-hashing.ts), both in base64. */
export interface Account {
  readonly uid: string;
  /** Canonical (lower-cased), as Firebase keeps it. */
  readonly email: string;
  readonly salt: string;
  readonly hash: string;
  readonly createdAt: number;
  readonly lastLoginAt: number;
  readonly disabled: boolean;
  /** Sessions signed in before this time are revoked (Firebase's validSince); absent until revoked once. */
  readonly validSince?: number;
}

/** Firebase keeps e-mails lower-cased and matches them case-insensitively. */
export function canonical(email: string): string {
  return email.toLowerCase();
}

/** A new, enabled account for these credentials, created (and last signed in) at `now`. */
export async function newAccount(email: string, password: string, now: () => number): Promise<Account> {
  const { salt, hash } = await hashPassword(password);
  const created = now();
  return {
    // Unique and unguessable is all the storefront needs of a uid: Firebase's 28-character shape is not part of it.
    uid: crypto.randomUUID(),
    email: canonical(email),
    salt,
    hash,
    createdAt: created,
    lastLoginAt: created,
    disabled: false,
  };
}

/** A fresh Account holding only the known fields, or undefined when `value` is not a well-formed one. */
export function parseAccount(value: unknown): Account | undefined {
  if (!isRecord(value)) return undefined;
  const { uid, email, salt, hash, createdAt, lastLoginAt, disabled, validSince } = value;
  const wellFormed =
    typeof uid === 'string' &&
    uid !== '' &&
    typeof email === 'string' &&
    EMAIL_FORMAT.test(email) &&
    typeof salt === 'string' &&
    BASE64.test(salt) &&
    typeof hash === 'string' &&
    BASE64.test(hash) &&
    isValidTime(createdAt) &&
    isValidTime(lastLoginAt) &&
    typeof disabled === 'boolean' &&
    (validSince === undefined || isValidTime(validSince));
  if (!wellFormed) return undefined;
  const account = { uid, email, salt, hash, createdAt, lastLoginAt, disabled };
  return validSince === undefined ? account : { ...account, validSince };
}

/** A time that `Date` can represent, so metadata never reads "Invalid Date". */
function isValidTime(value: unknown): value is number {
  return typeof value === 'number' && !Number.isNaN(new Date(value).getTime());
}
