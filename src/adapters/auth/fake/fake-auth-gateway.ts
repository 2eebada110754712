// The offline AuthGateway: the Firebase client SDK's part, played against the fake provider in browser storage.

import type { AuthGateway, Unsubscribe } from '@/application/ports';
import type { KeyValueStorage } from '@/adapters/storage/key-value-storage';
import { authError, type AuthError } from '@/domain/auth-error';
import { fail, ok, type Result } from '@/domain/result';
import type { User } from '@/domain/user';
import type { Account } from './account';
import { isAccountKey } from './account-store';
import { AuthStateListeners } from './auth-state-listeners';
import type { FakeAuthProvider } from './fake-auth-provider';
import { isSessionKey, PersistedSession } from './persisted-session';
import { toUser } from './user-record';

/** What the gateway needs of the browser window: whether the network is up, and other tabs' storage events. */
export type FakeAuthBrowser = Pick<Window, 'addEventListener'> & { readonly navigator: Pick<Navigator, 'onLine'> };

type Outcome = Result<User, AuthError>;

/**
 * Signs in and registers through the provider, keeps the session in the same storage, and follows what
 * other tabs and the provider's administrator change there, as Firebase's SDK follows its own storage.
 */
export class FakeAuthGateway implements AuthGateway {
  private readonly session: PersistedSession;
  private readonly listeners: AuthStateListeners;
  /** Operations run one at a time in call order, as a server applies requests, so checks and writes never interleave. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly provider: FakeAuthProvider,
    storage: KeyValueStorage,
    private readonly browser: FakeAuthBrowser,
  ) {
    this.session = new PersistedSession(storage);
    this.listeners = new AuthStateListeners(this.storedUser());
    // The gateway lives as long as the page, so neither listener is ever removed.
    provider.onAccountsChange(() => this.followStorage());
    browser.addEventListener('storage', ({ key }) => {
      if (key === null || isSessionKey(key) || isAccountKey(key)) this.followStorage();
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
      this.session.clear();
      this.listeners.set(null);
      return ok(undefined);
    });
  }

  onAuthStateChanged(listener: (user: User | null) => void): Unsubscribe {
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

  /** A request to the provider: Firebase signs out locally, but signs in and registers on its server. */
  private attemptOnline(operation: () => Promise<Outcome>): Promise<Outcome> {
    return this.attempt(async () =>
      this.browser.navigator.onLine ? operation() : fail(authError('network-request-failed')),
    );
  }

  private startSession(answer: Result<Account, AuthError>): Outcome {
    if (!answer.ok) return answer;
    this.session.save(answer.value.uid);
    const user = toUser(answer.value);
    this.listeners.set(user);
    return ok(user);
  }

  /**
   * Another tab signed in or out, or an account changed (here or in another tab): report who is signed
   * in now. A session whose account was disabled or deleted ends, as Firebase ends it when the provider
   * answers user-disabled or user-not-found.
   */
  private followStorage(): void {
    const user = this.storedUser();
    if (!user && this.session.uid() !== undefined) this.session.clear();
    this.listeners.set(user);
  }

  /** A stored session counts only while its account exists and is enabled, as Firebase reloads the user on start. */
  private storedUser(): User | null {
    const uid = this.session.uid();
    const account = uid === undefined ? undefined : this.provider.sessionAccount(uid);
    return account ? toUser(account) : null;
  }
}
