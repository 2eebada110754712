// The fake AuthGateway: the Firebase client SDK's part, played against the fake auth provider in browser storage.

import type { AuthGateway, Clock, Connectivity, SignOutCause, Unsubscribe } from '@/application/ports';
import type { KeyValueStorage } from '@/key-value-storage/key-value-storage';
import { authError, type AuthError } from '@/domain/auth-error';
import { fail, ok, type Result } from '@/domain/result';
import { delayUntilRefresh, ID_TOKEN_LIFETIME_MS, retryBackoff } from '@/domain/session-policy';
import type { User } from '@/domain/user';
import { isRecord } from '@/domain/is-record';
import { readJson, type Account } from './accounts';
import { AuthState } from './auth-state';
import type { FakeAuthProvider } from './provider';

/** What the gateway needs of the browser window: other tabs' storage events. */
export type FakeAuthBrowser = Pick<Window, 'addEventListener'>;

type Outcome = Result<User, AuthError>;

const SESSION_KEY = 'storefront.fake-auth.session';

/** Who this browser is signed in as, when (revoking compares with it), and when the ID token expires. */
export interface StoredSession {
  readonly uid: string;
  readonly signedInAt: number;
  readonly expiresAt: number;
}

/** The stored session; one stored without times counts as signed in long ago, so it is refreshed or ended at once. */
export function readSession(storage: KeyValueStorage): StoredSession | undefined {
  const stored = readJson(storage, SESSION_KEY);
  if (!isRecord(stored) || typeof stored['uid'] !== 'string') return undefined;
  const time = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return { uid: stored['uid'], signedInAt: time(stored['signedInAt']), expiresAt: time(stored['expiresAt']) };
}

/** Firebase's user record for an e-mail/password account. */
export function toUser(account: Pick<Account, 'uid' | 'email' | 'createdAt' | 'lastLoginAt'>): User {
  const { uid, email, createdAt, lastLoginAt } = account;
  const unset = { displayName: null, phoneNumber: null, photoURL: null };
  const metadata = {
    creationTime: new Date(createdAt).toUTCString(),
    lastSignInTime: new Date(lastLoginAt).toUTCString(),
  };
  const providerData = [{ providerId: 'password', uid: email, email, ...unset }];
  return { uid, email, emailVerified: false, isAnonymous: false, ...unset, providerData, metadata };
}

/**
 * Signs in and registers through the provider, keeps the session in the same storage, refreshes its ID token and
 * follows other tabs, as Firebase's SDK does (docs/decisions/0008): it learns of a disabled or revoked account
 * only when it next asks the provider, at a token refresh or when a page opens.
 */
export class FakeAuthGateway implements AuthGateway {
  /** Operations run one at a time, in call order, so checks and writes never interleave. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly state = new AuthState();
  private cancelRefresh: (() => void) | undefined;
  private refreshFailures = 0;

  constructor(
    private readonly provider: FakeAuthProvider,
    private readonly storage: KeyValueStorage,
    browser: FakeAuthBrowser,
    private readonly network: Pick<Connectivity, 'online'>,
    private readonly clock: Clock,
  ) {
    this.restoreSession();
    // The gateway lives as long as the page, so the listener is never removed.
    browser.addEventListener('storage', ({ key }) => {
      if (key === null || key === SESSION_KEY) this.followStorage();
    });
  }

  register(email: string, password: string): Promise<Outcome> {
    return this.askProvider(() => this.provider.register(email, password));
  }

  signIn(email: string, password: string): Promise<Outcome> {
    return this.askProvider(() => this.provider.signIn(email, password));
  }

  /** Local, as in Firebase: it needs no network. */
  signOut(): Promise<Result<void, AuthError>> {
    return this.attempt(async () => ok(this.endSession()));
  }

  /** Reports the current user to the new listener, then every change of who is signed in. */
  onAuthStateChanged(listener: (user: User | null, cause?: SignOutCause) => void): Unsubscribe {
    return this.state.subscribe(listener);
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

  /** The provider answers over the network only, and not while its administrator keeps it out of reach. */
  private reachable(): boolean {
    return this.network.online() && !this.provider.unreachable();
  }

  /** Signs in with the provider's answer; the sign-in it stamps on the account is what revocation compares with. */
  private askProvider(request: () => Promise<Result<Account, AuthError>>): Promise<Outcome> {
    return this.attempt(async () => {
      if (!this.reachable()) return fail(authError('network-request-failed'));
      const answer = await request();
      if (!answer.ok) return answer;
      this.keepSession(answer.value.uid, answer.value.lastLoginAt);
      const user = toUser(answer.value);
      this.state.set(user);
      return ok(user);
    });
  }

  /** Stores the session with a new ID token, which lives an hour, and plans its refresh 5 minutes early. */
  private keepSession(uid: string, signedInAt: number): void {
    const session: StoredSession = { uid, signedInAt, expiresAt: this.clock.now() + ID_TOKEN_LIFETIME_MS };
    this.storage.setItem(SESSION_KEY, JSON.stringify(session));
    this.scheduleRefresh(session.expiresAt);
  }

  /** Ends this browser's session: the shopper's sign-out, or the provider's `cause` for ending it. */
  private endSession(cause?: SignOutCause): void {
    this.stopRefresh();
    this.storage.removeItem(SESSION_KEY);
    this.state.set(null, cause);
  }

  /** Plans the refresh of a token expiring at `expiresAt`, replacing any plan and backoff before it. */
  private scheduleRefresh(expiresAt: number): void {
    this.refreshFailures = 0;
    this.planRefresh(delayUntilRefresh(expiresAt, this.clock.now()));
  }

  private planRefresh(delay: number): void {
    this.stopRefresh();
    this.cancelRefresh = this.clock.after(delay, () => {
      this.cancelRefresh = undefined;
      void this.serially(() => this.refreshToken()).catch(() => {});
    });
  }

  private stopRefresh(): void {
    this.cancelRefresh?.();
    this.cancelRefresh = undefined;
  }

  /**
   * As the SDK: a network failure is retried with backoff (unless another tab refreshed meanwhile), a disabled or
   * revoked account's session ends, and any other refusal stops the refreshes.
   */
  private async refreshToken(): Promise<void> {
    const session = readSession(this.storage);
    if (!session) return;
    if (!this.reachable()) {
      if (this.cancelRefresh === undefined) this.planRefresh(retryBackoff(this.refreshFailures++));
      return;
    }
    const refused = await this.provider.refresh(session.uid, session.signedInAt);
    if (!refused) this.keepSession(session.uid, session.signedInAt);
    else if (refused.code === 'user-disabled' || refused.code === 'user-token-expired')
      this.endSession('session-ended');
  }

  /** Another tab signed in or out, or refreshed the shared token: report who is signed in, and follow its token. */
  private followStorage(): void {
    const session = readSession(this.storage);
    const account = session && this.provider.accountOf(session.uid);
    this.state.set(account ? toUser(account) : null);
    if (session && account) this.scheduleRefresh(session.expiresAt);
    else this.stopRefresh();
  }

  /**
   * The session a page opens with, checked as Firebase reloads the user on start; with the provider out of
   * reach, the user stays as they were kept until a later check reaches it, as Firebase's does.
   */
  private restoreSession(): void {
    const session = readSession(this.storage);
    if (!session) return;
    const account = this.provider.accountOf(session.uid, this.reachable() ? session.signedInAt : undefined);
    if (!account) return this.storage.removeItem(SESSION_KEY);
    this.state.set(toUser(account));
    this.scheduleRefresh(session.expiresAt);
  }
}
