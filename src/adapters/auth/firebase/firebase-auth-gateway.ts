// The storefront signed in with Firebase Auth: the AuthGateway port over the modular SDK, once it has started.

import type { AuthGateway, Logger, SignOutCause, Unsubscribe } from '@/application/ports';
import { authError, authErrorFromClientCode, type AuthError } from '@/domain/auth-error';
import { fail, ok, type Result } from '@/domain/result';
import type { User } from '@/domain/user';
import type { User as FirebaseUser } from 'firebase/auth';
import { connect, type Connection, type FirebaseAuthSettings } from './firebase-connection';

/**
 * Starts Firebase Auth as the settings say and gives its gateway: what the app's DeferredAuthGateway loads once the
 * app has started (this module included), so no page's initial JavaScript carries it. A start that fails is
 * logged and rejects; the deferred gateway then answers with `unavailable`'s error and tries again at the next call.
 */
export async function firebaseAuthGateway(settings: FirebaseAuthSettings, logger: Logger): Promise<AuthGateway> {
  try {
    return new FirebaseAuthGateway(await connect(settings, logger));
  } catch (error) {
    logger.error('Firebase Auth could not be started.', error);
    throw error;
  }
}

/**
 * Firebase Auth (modular SDK) behind the AuthGateway port, once started. Failures are mapped by `error.code`
 * through the domain catalogue, never by parsing the SDK's message text.
 */
class FirebaseAuthGateway implements AuthGateway {
  /** True while this gateway signs the shopper out: that sign-out is the shopper's own. */
  private signingOut = false;
  /** The SDK itself signed the shopper out of this tab: the account was disabled or its sessions revoked. */
  private endedByProvider = false;

  constructor(private readonly connection: Connection) {
    this.noticeSignOuts();
  }

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
    const { sdk, auth } = this.connection;
    return sdk.onAuthStateChanged(auth, (user) =>
      user ? listener(toUser(user)) : listener(null, this.endedByProvider ? 'session-ended' : undefined),
    );
  }

  /**
   * Tells the provider's sign-outs from the shopper's. The SDK signs out by itself when a token refresh
   * finds the account disabled or its sessions revoked (user-disabled, user-token-expired), through the
   * same signOut as ours, which runs the before-state callbacks first; another tab's sign-in or sign-out
   * skips them, and the observer below then clears what an earlier ending left.
   */
  private noticeSignOuts(): void {
    const { sdk, auth } = this.connection;
    sdk.beforeAuthStateChanged(auth, (user) => {
      this.endedByProvider = user === null && !this.signingOut;
    });
    sdk.onAuthStateChanged(auth, (user) => {
      if (user) this.endedByProvider = false;
    });
  }

  private async attempt<T>(operation: (connection: Connection) => Promise<T>): Promise<Result<T, AuthError>> {
    try {
      return ok(await operation(this.connection));
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
