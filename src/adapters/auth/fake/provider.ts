// The fake auth provider's server side: Firebase Auth's e-mail/password rules, checked in the emulator's order, over
// the accounts and the project settings kept in browser storage for every tab.

import type { Clock } from '@/application/ports';
import type { KeyValueStorage } from '@/key-value-storage/key-value-storage';
import { authError, authErrorFromClientCode, type AuthError, type AuthErrorCode } from '@/domain/auth-error';
import { fail, ok, type Result } from '@/domain/result';
import { isRecord } from '@/domain/is-record';
import { EMAIL_FORMAT, newAccount, passwordMatches, readJson, type Account } from './accounts';
import type { FakeAccountStore } from './accounts';

const MIN_PASSWORD_LENGTH = 6;
export const SETTING_KEY_PREFIX = 'storefront.fake-auth.setting:';

/** An error the provider answers every request with: a client code (without `auth/`) and the server's detail. */
export interface ProviderRefusal {
  readonly code: string;
  readonly detail: string;
}

/** The project's settings, one storage key each, so changing one never rewrites another. */
export interface Settings {
  /** Out of reach, as if its servers were down: every request fails on the network. */
  unreachable: boolean;
  /** Every sign-in, registration and refresh is answered with this error, as when the provider throttles. */
  refusal: ProviderRefusal | undefined;
}

type Answer = Result<Account, AuthError>;

/**
 * The same checks in the same order, and the same error codes, as the Auth emulator's `signUp`,
 * `signInWithPassword` and of its token refresh. The gateway contract (tests/contracts/auth-gateway.contract.ts) holds
 * this and the Firebase adapter to the same answers.
 */
export class FakeAuthProvider {
  constructor(
    private readonly accounts: FakeAccountStore,
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock,
  ) {}

  /** Whether a session may have a new ID token: not if the account is gone, disabled, or revoked since it signed in. */
  async refresh(uid: string, signedInAt: number): Promise<AuthError | undefined> {
    const account = this.accounts.findByUid(uid);
    return this.refused() ?? (account ? sessionProblem(account, signedInAt) : authError('user-not-found'));
  }

  async register(email: string, password: string): Promise<Answer> {
    const refused = this.refused();
    if (refused) return fail(refused);
    const problem = registrationProblem(email, password, () => this.accounts.find(email) !== undefined);
    if (problem) return fail(authError(problem));
    const account = await newAccount(email, password, this.clock.now());
    // Hashing waits on Web Crypto: another tab may have taken the e-mail meanwhile.
    if (this.accounts.find(email)) return fail(authError('email-already-in-use'));
    this.accounts.save(account);
    return ok(account);
  }

  async signIn(email: string, password: string): Promise<Answer> {
    const refused = this.refused();
    if (refused) return fail(refused);
    // The emulator checks the e-mail's format before the password, so '' as e-mail is invalid-email here.
    if (!EMAIL_FORMAT.test(email)) return fail(authError('invalid-email'));
    if (password === '') return fail(authError('missing-password'));
    const found = usable(this.accounts.find(email));
    if (!found.ok) return found;
    if (!(await passwordMatches(password, found.value))) return fail(authError('wrong-password'));
    // Read again after hashing: writing back the copy read before would undo an administrator's change meanwhile.
    const again = this.accounts.find(email);
    const current = usable(again?.uid === found.value.uid ? again : undefined);
    if (!current.ok) return current;
    const signedIn: Account = { ...current.value, lastLoginAt: this.clock.now() };
    this.accounts.save(signedIn);
    return ok(signedIn);
  }

  /** The account a session names; with `signedInAt`, only while that session may stay signed in (accounts:lookup). */
  accountOf(uid: string, signedInAt?: number): Account | undefined {
    const account = this.accounts.findByUid(uid);
    return account && (signedInAt === undefined || !sessionProblem(account, signedInAt)) ? account : undefined;
  }

  /** Whether the administrator has put the provider out of reach. */
  unreachable = (): boolean => this.setting('unreachable') === true;

  /** The error the administrator has set every request to be answered with, if any. */
  refusal(): ProviderRefusal | undefined {
    const stored = this.setting('refusal');
    if (!isRecord(stored)) return undefined;
    const { code, detail } = stored;
    return typeof code === 'string' && code !== '' && typeof detail === 'string' ? { code, detail } : undefined;
  }

  private setting = (name: keyof Settings): unknown => readJson(this.storage, SETTING_KEY_PREFIX + name);

  /** The error an administrator set the provider to answer with, worded as the Firebase SDK words a server error. */
  private refused(): AuthError | undefined {
    const refusal = this.refusal();
    return refusal && authErrorFromClientCode(refusal.code, `${refusal.detail || 'Error'} (auth/${refusal.code}).`);
  }
}

/** The account, if it may sign in; disabled is checked before the password, as the emulator does. */
function usable(account: Account | undefined): Answer {
  if (!account) return fail(authError('user-not-found'));
  return account.disabled ? fail(authError('user-disabled')) : ok(account);
}

/** Why a session signed in at `signedInAt` may not go on: its account is disabled, or its sessions were revoked since. */
function sessionProblem(account: Account, signedInAt: number): AuthError | undefined {
  if (account.disabled) return authError('user-disabled');
  const revoked = account.validSince !== undefined && signedInAt < account.validSince;
  return revoked ? authError('user-token-expired') : undefined;
}

/**
 * The first reason the emulator's `signUp` refuses these credentials. An empty e-mail is missing-email, except
 * with an empty password too: the request then reads as an anonymous sign-up, whose empty e-mail is invalid-email.
 */
function registrationProblem(email: string, password: string, taken: () => boolean): AuthErrorCode | undefined {
  if (email === '') return password === '' ? 'invalid-email' : 'missing-email';
  if (password === '') return 'missing-password';
  if (!EMAIL_FORMAT.test(email)) return 'invalid-email';
  if (taken()) return 'email-already-in-use';
  if (password.length < MIN_PASSWORD_LENGTH) return 'weak-password';
  return undefined;
}
