// The offline provider's server side: Firebase Auth's e-mail/password rules, checked in the emulator's order.

import { authError, authErrorFromClientCode, type AuthError, type AuthErrorCode } from '@/domain/auth-error';
import { fail, ok, type Result } from '@/domain/result';
import { ID_TOKEN_LIFETIME_MS } from '@/domain/session-policy';
import { EMAIL_FORMAT, newAccount, type Account } from './account';
import type { FakeAccountStore } from './account-store';
import { systemClock, type Clock } from './clock';
import { passwordMatches } from './password-hashing';
import type { FakeProviderSettings } from './provider-settings';

const MIN_PASSWORD_LENGTH = 6;

type Answer = Result<Account, AuthError>;

/** An ID token's times: when its session signed in (revoking compares with it) and when the token expires. */
export interface IdToken {
  readonly signedInAt: number;
  readonly expiresAt: number;
}

/**
 * The same checks in the same order, the same error codes and the same records as the Auth emulator's
 * `signUp` and `signInWithPassword`, over the accounts and settings kept in browser storage. The gateway
 * contract (tests/contracts/auth-gateway.contract.ts) holds this and the Firebase adapter to the same answers.
 */
export class FakeAuthProvider {
  constructor(
    private readonly accounts: FakeAccountStore,
    private readonly settings: FakeProviderSettings,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Whether its administrator made the provider unreachable: requests fail as on a network failure. */
  unreachable(): boolean {
    return this.settings.unreachable();
  }

  /** A new ID token for a session that signed in at `signedInAt`: it lives one hour from now (SPEC §9). */
  issueToken(signedInAt: number): IdToken {
    return { signedInAt, expiresAt: this.clock.now() + ID_TOKEN_LIFETIME_MS };
  }

  /**
   * Securetoken's refresh: a new ID token for the session, unless its account is gone (user-not-found),
   * disabled (user-disabled) or its sessions were revoked after it signed in (user-token-expired).
   */
  async refresh(uid: string, signedInAt: number): Promise<Result<IdToken, AuthError>> {
    const refused = this.refusal();
    if (refused) return fail(refused);
    const account = this.accounts.findByUid(uid);
    if (!account) return fail(authError('user-not-found'));
    if (account.disabled) return fail(authError('user-disabled'));
    if (isRevoked(account, signedInAt)) return fail(authError('user-token-expired'));
    return ok(this.issueToken(signedInAt));
  }

  async register(email: string, password: string): Promise<Answer> {
    const refused = this.refusal();
    if (refused) return fail(refused);
    const problem = registrationProblem(email, password, () => this.accounts.find(email) !== undefined);
    if (problem) return fail(authError(problem));
    const account = await newAccount(email, password, () => this.clock.now());
    // Hashing takes a while: another tab may have taken the e-mail meanwhile (see account-store.ts).
    if (this.accounts.find(email)) return fail(authError('email-already-in-use'));
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

  /**
   * The account a persisted session names, while it may stay signed in: it exists, is enabled and its
   * sessions were not revoked since. The SDK asks this (accounts:lookup) when a page opens.
   */
  sessionAccount(uid: string, signedInAt: number): Account | undefined {
    const account = this.accounts.findByUid(uid);
    return account && !account.disabled && !isRevoked(account, signedInAt) ? account : undefined;
  }

  /** The account a session names, whatever its state: what another tab's sign-in shows before any check. */
  accountOf(uid: string): Account | undefined {
    return this.accounts.findByUid(uid);
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

/** Whether the account's sessions were revoked after a session signed in at `signedInAt`. */
function isRevoked(account: Account, signedInAt: number): boolean {
  return account.validSince !== undefined && signedInAt < account.validSince;
}

/**
 * The first reason the emulator's `signUp` refuses these credentials. An empty e-mail is missing-email,
 * except with an empty password too: the request then reads as an anonymous sign-up, and the empty
 * e-mail fails the format check (invalid-email), as the emulator answers.
 */
function registrationProblem(email: string, password: string, taken: () => boolean): AuthErrorCode | undefined {
  if (email === '') return password === '' ? 'invalid-email' : 'missing-email';
  if (password === '') return 'missing-password';
  if (!EMAIL_FORMAT.test(email)) return 'invalid-email';
  if (taken()) return 'email-already-in-use';
  if (password.length < MIN_PASSWORD_LENGTH) return 'weak-password';
  return undefined;
}
