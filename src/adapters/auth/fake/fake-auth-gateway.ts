// The offline AuthGateway: the Firebase client SDK's part, played against the fake provider in browser storage.

import type { AuthGateway, SignOutCause, Unsubscribe } from '@/application/ports';
import type { KeyValueStorage } from '@/adapters/storage/key-value-storage';
import { authError, type AuthError, type AuthErrorCode } from '@/domain/auth-error';
import { fail, ok, type Result } from '@/domain/result';
import type { User } from '@/domain/user';
import type { Account } from './account';
import { AuthStateListeners } from './auth-state-listeners';
import { systemClock, type Clock } from './clock';
import type { FakeAuthProvider } from './fake-auth-provider';
import { isSessionKey, PersistedSession, type StoredSession } from './persisted-session';
import { ProactiveRefresh, type RefreshOutcome } from './proactive-refresh';
import { toUser } from './user-record';

/** What the gateway needs of the browser window: whether the network is up, and other tabs' storage events. */
export type FakeAuthBrowser = Pick<Window, 'addEventListener'> & { readonly navigator: Pick<Navigator, 'onLine'> };

type Outcome = Result<User, AuthError>;

/** The refresh failures after which the SDK signs the shopper out (`_logoutIfInvalidated` in @firebase/auth). */
const ENDS_SESSION: ReadonlySet<AuthError['code']> = new Set<AuthErrorCode>(['user-disabled', 'user-token-expired']);

/**
 * Signs in and registers through the provider, keeps the session in the same storage, refreshes its ID
 * token on the session policy's schedule, and follows other tabs' sign-ins and sign-outs, as Firebase's
 * SDK does with its own storage. Like the SDK, it learns of a disabled or revoked account only when it
 * next asks the provider: at a token refresh, or when a page opens.
 */
export class FakeAuthGateway implements AuthGateway {
  private readonly session: PersistedSession;
  private readonly listeners: AuthStateListeners;
  private readonly refresher: ProactiveRefresh;
  /** Operations run one at a time in call order, as a server applies requests, so checks and writes never interleave. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly provider: FakeAuthProvider,
    storage: KeyValueStorage,
    private readonly browser: FakeAuthBrowser,
    clock: Clock = systemClock,
  ) {
    this.session = new PersistedSession(storage);
    this.refresher = new ProactiveRefresh(clock, () => this.refreshToken());
    this.listeners = new AuthStateListeners(this.restoredUser());
    // The gateway lives as long as the page, so the listener is never removed.
    browser.addEventListener('storage', ({ key }) => {
      if (key === null || isSessionKey(key)) this.followStorage();
    });
  }

  register(email: string, password: string): Promise<Outcome> {
    return this.attemptOnline(async () => this.startSession(await this.provider.register(email, password)));
  }

  signIn(email: string, password: string): Promise<Outcome> {
    return this.attemptOnline(async () => this.startSession(await this.provider.signIn(email, password)));
  }

  signOut(): Promise<Result<void, AuthError>> {
    return this.attempt(async () => {
      this.endSession();
      return ok(undefined);
    });
  }

  onAuthStateChanged(listener: (user: User | null, cause?: SignOutCause) => void): Unsubscribe {
    return this.listeners.subscribe(listener);
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

  /** The provider answers only over the network, and not while its administrator keeps it out of reach. */
  private reachable(): boolean {
    return this.browser.navigator.onLine && !this.provider.unreachable();
  }

  /** A request to the provider: Firebase signs out locally, but signs in and registers on its server. */
  private attemptOnline(operation: () => Promise<Outcome>): Promise<Outcome> {
    return this.attempt(async () => (this.reachable() ? operation() : fail(authError('network-request-failed'))));
  }

  private startSession(answer: Result<Account, AuthError>): Outcome {
    if (!answer.ok) return answer;
    // The provider stamps the sign-in on the account: the session's start, which revocation compares with.
    const { uid, lastLoginAt } = answer.value;
    this.keepSession({ uid, ...this.provider.issueToken(lastLoginAt) });
    const user = toUser(answer.value);
    this.listeners.set(user);
    return ok(user);
  }

  private keepSession(session: StoredSession): void {
    this.session.save(session);
    this.refresher.scheduleFor(session.expiresAt);
  }

  /** Ends this browser's session: the shopper's sign-out, or the provider's `cause` for ending it. */
  private endSession(cause?: SignOutCause): void {
    this.refresher.stop();
    this.session.clear();
    this.listeners.set(null, cause);
  }

  /** The scheduled refresh: a new token, a retry for a network failure, or the end of a disabled or revoked session. */
  private refreshToken(): Promise<RefreshOutcome> {
    const refresh = async (): Promise<RefreshOutcome> => {
      const session = this.session.read();
      if (!session) return 'ended';
      if (!this.reachable()) return 'network-failure';
      const answer = await this.provider.refresh(session.uid, session.signedInAt);
      if (answer.ok) {
        this.keepSession({ uid: session.uid, ...answer.value });
        return 'refreshed';
      }
      if (ENDS_SESSION.has(answer.error.code)) this.endSession('session-ended');
      return 'ended';
    };
    return this.serially(refresh).catch((): RefreshOutcome => 'ended');
  }

  /** Another tab signed in or out, or refreshed the shared token: report who is signed in, and follow its token. */
  private followStorage(): void {
    const session = this.session.read();
    const account = session && this.provider.accountOf(session.uid);
    this.listeners.set(account ? toUser(account) : null);
    if (session && account) this.refresher.scheduleFor(session.expiresAt);
    else this.refresher.stop();
  }

  /**
   * The session a page opens with, checked with the provider as Firebase reloads the user on start: it
   * ends if its account is gone, disabled or revoked. Its token is refreshed when due (at once if expired).
   */
  private restoredUser(): User | null {
    const session = this.session.read();
    const account = session && this.provider.sessionAccount(session.uid, session.signedInAt);
    if (!session) return null;
    if (!account) {
      this.session.clear();
      return null;
    }
    this.refresher.scheduleFor(session.expiresAt);
    return toUser(account);
  }
}
