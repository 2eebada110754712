// The offline provider's server side: Firebase Auth's e-mail/password rules, checked in the emulator's order.

import type { Unsubscribe } from '@/application/ports';
import { authError, authErrorFromClientCode, type AuthError, type AuthErrorCode } from '@/domain/auth-error';
import { fail, ok, type Result } from '@/domain/result';
import { canonical, EMAIL_FORMAT, type Account } from './account';
import type { FakeAccountStore } from './account-store';
import { hashPassword, passwordMatches } from './password-hashing';
import type { FakeProviderSettings } from './provider-settings';
import { randomUid } from './uid';

const MIN_PASSWORD_LENGTH = 6;

/** Where the provider reads the time; `Date` itself is one. */
export interface Clock {
  now(): number;
}

type Answer = Result<Account, AuthError>;

/**
 * The same checks in the same order, the same error codes and the same records as the Auth emulator
 * (firebase-tools 15.34.2, `signUp` and `signInWithPassword` in lib/emulator/auth/operations.js,
 * confirmed against it with SDK 12.19.0), over the accounts and settings kept in browser storage.
 */
export class FakeAuthProvider {
  constructor(
    private readonly accounts: FakeAccountStore,
    private readonly settings: FakeProviderSettings,
    private readonly clock: Clock = Date,
  ) {}

  async register(email: string, password: string): Promise<Answer> {
    const refused = this.refusal();
    if (refused) return fail(refused);
    const problem = registrationProblem(email, password, () => this.accounts.find(email) !== undefined);
    if (problem) return fail(authError(problem));
    const { salt, hash } = await hashPassword(password);
    // Hashing takes a while: another tab may have taken the e-mail meanwhile (see account-store.ts).
    if (this.accounts.find(email)) return fail(authError('email-already-in-use'));
    const now = this.clock.now();
    const account: Account = {
      uid: randomUid(),
      email: canonical(email),
      salt,
      hash,
      createdAt: now,
      lastLoginAt: now,
      disabled: false,
    };
    this.accounts.save(account);
    return ok(account);
  }

  async signIn(email: string, password: string): Promise<Answer> {
    const refused = this.refusal();
    if (refused) return fail(refused);
    // The emulator checks the e-mail's format before the password, so '' as e-mail is invalid-email here.
    if (!EMAIL_FORMAT.test(email)) return fail(authError('invalid-email'));
    if (password === '') return fail(authError('missing-password'));
    const found = this.usable(this.accounts.find(email));
    if (!found.ok) return found;
    if (!(await passwordMatches(password, found.value))) {
      return fail(authError(this.settings.emailPrivacy() ? 'invalid-credential' : 'wrong-password'));
    }
    // Read again after the slow hash: an administrator may have disabled or deleted the account meanwhile,
    // and writing back the copy read before would undo that.
    const again = this.accounts.find(email);
    const current = this.usable(again?.uid === found.value.uid ? again : undefined);
    if (!current.ok) return current;
    const signedIn: Account = { ...current.value, lastLoginAt: this.clock.now() };
    this.accounts.save(signedIn);
    return ok(signedIn);
  }

  /** The account a persisted session names, while it may stay signed in: it exists and is enabled. */
  sessionAccount(uid: string): Account | undefined {
    const account = this.accounts.findByUid(uid);
    return account && !account.disabled ? account : undefined;
  }

  /** Calls back when accounts change in this page; other tabs' changes arrive as `storage` events. */
  onAccountsChange(listener: () => void): Unsubscribe {
    return this.accounts.onChange(listener);
  }

  /** The account, if it may sign in; disabled is checked before the password, as the emulator does. */
  private usable(account: Account | undefined): Answer {
    if (!account) return fail(authError(this.settings.emailPrivacy() ? 'invalid-credential' : 'user-not-found'));
    return account.disabled ? fail(authError('user-disabled')) : ok(account);
  }

  /** The error an administrator set the provider to answer with, worded as the Firebase SDK words a server error. */
  private refusal(): AuthError | undefined {
    const refusal = this.settings.refusal();
    if (!refusal) return undefined;
    return authErrorFromClientCode(refusal.code, `${refusal.detail || 'Error'} (auth/${refusal.code}).`);
  }
}

/**
 * The first reason the emulator's `signUp` refuses these credentials. An empty e-mail is missing-email,
 * except with an empty password too: the request then reads as an anonymous sign-up, and the empty
 * e-mail fails the format check (invalid-email). Both measured on the emulator with SDK 12.19.0.
 */
function registrationProblem(email: string, password: string, taken: () => boolean): AuthErrorCode | undefined {
  if (email === '') return password === '' ? 'invalid-email' : 'missing-email';
  if (password === '') return 'missing-password';
  if (!EMAIL_FORMAT.test(email)) return 'invalid-email';
  if (taken()) return 'email-already-in-use';
  if (password.length < MIN_PASSWORD_LENGTH) return 'weak-password';
  return undefined;
}
