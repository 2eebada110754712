// The storefront signed in with Firebase Auth: the AuthGateway port over the modular SDK, loaded on first use.

import type { AuthGateway, Logger, SignOutCause, Unsubscribe } from '@/application/ports';
import { authError, authErrorFromClientCode, type AuthError } from '@/domain/auth-error';
import { fail, ok, type Result } from '@/domain/result';
import type { User } from '@/domain/user';
import type { User as FirebaseUser } from 'firebase/auth';
import { connect, SdkUnavailable, type Connection, type FirebaseAuthSettings } from './firebase-connection';

/**
 * Firebase Auth (modular SDK) behind the AuthGateway port. The SDK is loaded with a dynamic import on
 * first use, so no page's first paint waits for it and the initial bundle holds none of it. Failures
 * are mapped by `error.code` through the domain catalogue, never by parsing the SDK's message text.
 */
export class FirebaseAuthGateway implements AuthGateway {
  private connection: Promise<Connection> | undefined;
  /** Subscriptions made while the SDK could not load; they subscribe for real once it does. */
  private readonly waiting = new Set<() => void>();
  /** True while this gateway signs the shopper out: that sign-out is the shopper's own. */
  private signingOut = false;
  /** The SDK itself signed the shopper out of this tab: the account was disabled or its sessions revoked. */
  private endedByProvider = false;

  constructor(
    private readonly settings: FirebaseAuthSettings,
    private readonly logger: Logger,
  ) {}

  signIn(email: string, password: string): Promise<Result<User, AuthError>> {
    return this.attempt(async ({ sdk, auth }) =>
      toUser((await sdk.signInWithEmailAndPassword(auth, email, password)).user),
    );
  }

  register(email: string, password: string): Promise<Result<User, AuthError>> {
    return this.attempt(async ({ sdk, auth }) =>
      toUser((await sdk.createUserWithEmailAndPassword(auth, email, password)).user),
    );
  }

  signOut(): Promise<Result<void, AuthError>> {
    return this.attempt(async ({ sdk, auth }) => {
      this.signingOut = true;
      try {
        await sdk.signOut(auth);
      } finally {
        this.signingOut = false;
      }
    });
  }

  onAuthStateChanged(listener: (user: User | null, cause?: SignOutCause) => void): Unsubscribe {
    let stop: Unsubscribe | undefined;
    let active = true;
    const subscribe = () =>
      this.connect().then(
        ({ sdk, auth }) => {
          if (!active) return;
          stop = sdk.onAuthStateChanged(auth, (user) =>
            user ? listener(toUser(user)) : listener(null, this.endedByProvider ? 'session-ended' : undefined),
          );
        },
        () => {
          // Until the SDK loads, nobody can be signed in; the listener hears the truth once it does.
          if (!active) return;
          listener(null);
          this.waiting.add(subscribe);
        },
      );
    void subscribe();
    return () => {
      active = false;
      this.waiting.delete(subscribe);
      stop?.();
    };
  }

  private connect(): Promise<Connection> {
    this.connection ??= connect(this.settings, this.logger).then(
      (connection) => {
        this.noticeSignOuts(connection);
        const waiting = [...this.waiting];
        this.waiting.clear();
        for (const subscribe of waiting) subscribe();
        return connection;
      },
      (error: unknown) => {
        this.logger.error('Firebase Auth could not be started.', error);
        this.connection = undefined; // try again next time, e.g. once the network is back
        throw error;
      },
    );
    return this.connection;
  }

  /**
   * Tells the provider's sign-outs from the shopper's. The SDK signs out by itself when a token refresh
   * finds the account disabled or its sessions revoked (user-disabled, user-token-expired), through the
   * same signOut as ours, which runs the before-state callbacks first; another tab's sign-in or sign-out
   * skips them, and the observer below then clears what an earlier ending left.
   */
  private noticeSignOuts({ sdk, auth }: Connection): void {
    sdk.beforeAuthStateChanged(auth, (user) => {
      this.endedByProvider = user === null && !this.signingOut;
    });
    sdk.onAuthStateChanged(auth, (user) => {
      if (user) this.endedByProvider = false;
    });
  }

  private async attempt<T>(operation: (connection: Connection) => Promise<T>): Promise<Result<T, AuthError>> {
    let connection: Connection;
    try {
      connection = await this.connect();
    } catch (error) {
      // The provider said nothing: the SDK did not load, or would not start (a broken setting, logged).
      return fail(authError(error instanceof SdkUnavailable ? 'network-request-failed' : 'internal-error'));
    }
    try {
      return ok(await operation(connection));
    } catch (error) {
      return fail(toAuthError(error));
    }
  }
}

/**
 * By `error.code` through the catalogue; a code it does not list shows the FirebaseError's own message
 * (SPEC §8), without the SDK's "Firebase: " prefix: that names the library, not the problem, and no
 * catalogue message carries it. The "(auth/…)" ending stays: when the server gave no detail, the whole
 * message is "Error (auth/…).", and the code is then all that tells the shopper (and support) what failed.
 */
function toAuthError(error: unknown): AuthError {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') return authError('internal-error');
  return authErrorFromClientCode(code, typeof message === 'string' ? message.replace(/^Firebase: /, '') : '');
}

function toUser(user: FirebaseUser): User {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumber,
    photoURL: user.photoURL,
    isAnonymous: user.isAnonymous,
    providerData: user.providerData.map(({ providerId, uid, email, displayName, phoneNumber, photoURL }) => ({
      providerId,
      uid,
      email,
      displayName,
      phoneNumber,
      photoURL,
    })),
    metadata: { creationTime: user.metadata.creationTime, lastSignInTime: user.metadata.lastSignInTime },
  };
}
