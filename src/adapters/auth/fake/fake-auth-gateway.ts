import type { AuthGateway, Unsubscribe } from '@/application/ports';
import { authError, type AuthError, type AuthErrorCode } from '@/domain/auth-error';
import { fail, ok, type Result } from '@/domain/result';
import type { User } from '@/domain/user';
import type { KeyValueStorage } from '@/adapters/storage/key-value-storage';

const ACCOUNTS_KEY = 'storefront.fake-auth.accounts';
const SESSION_KEY = 'storefront.fake-auth.session';

const MIN_PASSWORD_LENGTH = 6;
/** The Auth emulator's e-mail rule (firebase-tools 15.34.2, `isValidEmailAddress`): text, one @, text. */
const EMAIL_FORMAT = /^[^@]+@[^@]+$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const UID_LENGTH = 28;
const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Random bytes at or above this are skipped, so every character of a uid is equally likely. */
const UID_BYTE_LIMIT = 256 - (256 % UID_ALPHABET.length);

const SALT_BYTES = 16;
const PBKDF2_ITERATIONS = 100_000;
const HASH_BITS = 256;

export interface FakeAuthGatewayOptions {
  readonly storage: KeyValueStorage;
  /** Firebase's e-mail enumeration protection: unknown user and wrong password both become invalid-credential. */
  readonly emailPrivacy?: boolean;
  readonly now?: () => number;
  /** Whether the provider can be reached: when not, sign-in and registration fail as Firebase's do. */
  readonly isOnline?: () => boolean;
  /** Where `storage` events arrive (the window): sign-in and sign-out in other tabs are followed, as Firebase does. */
  readonly events?: Pick<Window, 'addEventListener'>;
}

/** An account as stored: the password only as a salted PBKDF2-SHA-256 hash, both in base64. */
interface Account {
  readonly uid: string;
  readonly email: string;
  readonly salt: string;
  readonly hash: string;
  readonly createdAt: number;
  readonly lastLoginAt: number;
  readonly disabled: boolean;
}

interface Subscription {
  readonly listener: (user: User | null) => void;
}

type Outcome = Result<User, AuthError>;

/**
 * Firebase Auth's e-mail/password sign-in, offline: the same checks in the same order, the same error
 * codes and the same user record as the Auth emulator (firebase-tools 15.34.2, `signUp` and
 * `signInWithPassword` in lib/emulator/auth/operations.js, confirmed against it with SDK 12.19.0).
 * The storage plays both the server's account table and the SDK's persisted session.
 */
export class FakeAuthGateway implements AuthGateway {
  private readonly storage: KeyValueStorage;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private emailPrivacy: boolean;
  private user: User | null;
  /** Like Firebase, listeners hear when who is signed in changes, not when the same user signs in again. */
  private lastNotifiedUid: string | null;
  private readonly subscriptions = new Set<Subscription>();
  /** Operations run one at a time in call order, as a server applies requests, so checks and writes never interleave. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor({
    storage,
    emailPrivacy = false,
    now = Date.now,
    isOnline = () => true,
    events,
  }: FakeAuthGatewayOptions) {
    this.storage = storage;
    this.emailPrivacy = emailPrivacy;
    this.now = now;
    this.isOnline = isOnline;
    this.user = this.restoreSession();
    this.lastNotifiedUid = this.user?.uid ?? null;
    // The gateway lives as long as the page, so the listener is never removed.
    events?.addEventListener('storage', (event) => {
      if (event.key === SESSION_KEY || event.key === null) this.setUser(this.restoreSession());
    });
  }

  register(email: string, password: string): Promise<Outcome> {
    return this.attemptOnline(async () => {
      const accounts = this.loadAccounts();
      const problem = registrationProblem(email, password, accounts);
      if (problem) return fail(authError(problem));
      const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
      const now = this.now();
      const account: Account = {
        uid: randomUid(),
        email: canonical(email),
        salt: toBase64(salt),
        hash: toBase64(await hashPassword(password, salt)),
        createdAt: now,
        lastLoginAt: now,
        disabled: false,
      };
      this.saveAccounts(accounts.set(account.email, account));
      return ok(this.startSession(account));
    });
  }

  signIn(email: string, password: string): Promise<Outcome> {
    return this.attemptOnline(async () => {
      // The emulator checks the e-mail's format before the password, so '' as e-mail is invalid-email here.
      if (!EMAIL_FORMAT.test(email)) return fail(authError('invalid-email'));
      if (password === '') return fail(authError('missing-password'));
      const accounts = this.loadAccounts();
      const account = accounts.get(canonical(email));
      if (!account) return fail(authError(this.emailPrivacy ? 'invalid-credential' : 'user-not-found'));
      // Checked before the password, even with e-mail privacy on, as the emulator does.
      if (account.disabled) return fail(authError('user-disabled'));
      if (!(await passwordMatches(password, account))) {
        return fail(authError(this.emailPrivacy ? 'invalid-credential' : 'wrong-password'));
      }
      const signedIn: Account = { ...account, lastLoginAt: this.now() };
      this.saveAccounts(accounts.set(signedIn.email, signedIn));
      return ok(this.startSession(signedIn));
    });
  }

  signOut(): Promise<Result<void, AuthError>> {
    return this.attempt(async () => {
      this.endSession();
      return ok(undefined);
    });
  }

  onAuthStateChanged(listener: (user: User | null) => void): Unsubscribe {
    const subscription: Subscription = { listener };
    this.subscriptions.add(subscription);
    this.deliver(subscription, this.user);
    return () => {
      this.subscriptions.delete(subscription);
    };
  }

  currentUser(): User | null {
    return this.user;
  }

  /**
   * Test hook for the Admin SDK's "disable user". Firebase signs a disabled user out only when the
   * client next refreshes or reloads the user (an ID token lives up to an hour); the fake does it at once.
   */
  disableAccount(email: string): Promise<void> {
    return this.serially(async () => {
      const accounts = this.loadAccounts();
      const account = accounts.get(canonical(email));
      if (!account) return;
      this.saveAccounts(accounts.set(account.email, { ...account, disabled: true }));
      if (this.user?.uid === account.uid) this.endSession();
    });
  }

  /** Test hook for the project setting "e-mail enumeration protection". */
  setEmailPrivacy(on: boolean): void {
    this.emailPrivacy = on;
  }

  private serially<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.queue.then(operation);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** The port never rejects: a failing storage or Web Crypto becomes internal-error. */
  private attempt<T>(operation: () => Promise<Result<T, AuthError>>): Promise<Result<T, AuthError>> {
    return this.serially(operation).catch(() => fail(authError('internal-error')));
  }

  /** A request to the provider: Firebase signs out locally, but signs in and registers on its server. */
  private attemptOnline(operation: () => Promise<Outcome>): Promise<Outcome> {
    return this.attempt(async () => (this.isOnline() ? operation() : fail(authError('network-request-failed'))));
  }

  private startSession(account: Account): User {
    this.storage.setItem(SESSION_KEY, JSON.stringify({ uid: account.uid }));
    const user = toUser(account);
    this.setUser(user);
    return user;
  }

  private endSession(): void {
    this.storage.removeItem(SESSION_KEY);
    this.setUser(null);
  }

  private setUser(user: User | null): void {
    this.user = user;
    const uid = user?.uid ?? null;
    if (uid === this.lastNotifiedUid) return;
    this.lastNotifiedUid = uid;
    for (const subscription of this.subscriptions) this.deliver(subscription, user);
  }

  /**
   * Asynchronous, as in Firebase: a listener never runs inside the call that caused the change, one that
   * throws cannot stop the others, and one unsubscribed in the meantime is not called.
   */
  private deliver(subscription: Subscription, user: User | null): void {
    queueMicrotask(() => {
      if (this.subscriptions.has(subscription)) subscription.listener(user);
    });
  }

  /** A stored session counts only while its account exists and is enabled, as Firebase reloads the user on start. */
  private restoreSession(): User | null {
    const session = readJson(this.storage, SESSION_KEY);
    const uid = isRecord(session) ? session['uid'] : undefined;
    const account = [...this.loadAccounts().values()].find((candidate) => candidate.uid === uid);
    return account && !account.disabled ? toUser(account) : null;
  }

  /** Accounts by canonical e-mail; stored entries that are not well-formed accounts are ignored. */
  private loadAccounts(): Map<string, Account> {
    const stored = readJson(this.storage, ACCOUNTS_KEY);
    const accounts = new Map<string, Account>();
    for (const entry of Array.isArray(stored) ? stored : []) {
      const account = parseAccount(entry);
      if (account) accounts.set(account.email, account);
    }
    return accounts;
  }

  private saveAccounts(accounts: Map<string, Account>): void {
    this.storage.setItem(ACCOUNTS_KEY, JSON.stringify([...accounts.values()]));
  }
}

/**
 * The first reason the emulator's `signUp` refuses these credentials. An empty e-mail is missing-email,
 * except with an empty password too: the request then reads as an anonymous sign-up, and the empty
 * e-mail fails the format check (invalid-email). Both measured on the emulator with SDK 12.19.0.
 */
function registrationProblem(
  email: string,
  password: string,
  accounts: ReadonlyMap<string, Account>,
): AuthErrorCode | undefined {
  if (email === '') return password === '' ? 'invalid-email' : 'missing-email';
  if (password === '') return 'missing-password';
  if (!EMAIL_FORMAT.test(email)) return 'invalid-email';
  if (accounts.has(canonical(email))) return 'email-already-in-use';
  if (password.length < MIN_PASSWORD_LENGTH) return 'weak-password';
  return undefined;
}

/** Firebase keeps e-mails lower-cased and matches them case-insensitively. */
function canonical(email: string): string {
  return email.toLowerCase();
}

function toUser({ uid, email, createdAt, lastLoginAt }: Account): User {
  const passwordProvider = Object.freeze({
    providerId: 'password',
    uid: email,
    email,
    displayName: null,
    phoneNumber: null,
    photoURL: null,
  });
  return Object.freeze({
    uid,
    email,
    displayName: null,
    emailVerified: false,
    phoneNumber: null,
    photoURL: null,
    isAnonymous: false,
    providerData: Object.freeze([passwordProvider]),
    metadata: Object.freeze({
      creationTime: new Date(createdAt).toUTCString(),
      lastSignInTime: new Date(lastLoginAt).toUTCString(),
    }),
  });
}

function randomUid(): string {
  let uid = '';
  while (uid.length < UID_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(UID_LENGTH))) {
      if (byte < UID_BYTE_LIMIT && uid.length < UID_LENGTH) uid += UID_ALPHABET.charAt(byte % UID_ALPHABET.length);
    }
  }
  return uid;
}

async function hashPassword(password: string, salt: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: PBKDF2_ITERATIONS },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

async function passwordMatches(password: string, account: Account): Promise<boolean> {
  const candidate = await hashPassword(password, fromBase64(account.salt));
  return constantTimeEqual(candidate, fromBase64(account.hash));
}

/** Compares every byte whatever the first difference, so the time taken reveals nothing about the hash. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** Stored text is untrusted: anything unreadable reads as nothing. */
function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A fresh Account holding only the known fields, or undefined when `value` is not a well-formed one. */
function parseAccount(value: unknown): Account | undefined {
  if (!isRecord(value)) return undefined;
  const { uid, email, salt, hash, createdAt, lastLoginAt, disabled } = value;
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
    typeof disabled === 'boolean';
  return wellFormed ? { uid, email, salt, hash, createdAt, lastLoginAt, disabled } : undefined;
}

/** A time that `Date` can represent, so metadata never reads "Invalid Date". */
function isValidTime(value: unknown): value is number {
  return typeof value === 'number' && !Number.isNaN(new Date(value).getTime());
}
