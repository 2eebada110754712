// An AuthGateway whose adapter is loaded once the app has started, so no page's initial JavaScript carries it: the
// offline provider's code and Firebase's SDK each arrive as a chunk of their own.

import type { AuthGateway, SignOutCause, Unsubscribe } from '@/application/ports';
import type { AuthError } from '@/domain/auth-error';
import { fail, type Result } from '@/domain/result';
import type { User } from '@/domain/user';

/**
 * Passes every call to the gateway `load` resolves to, once it has. Until then nobody is signed in. A load that
 * fails (the network went down before the code came) is tried again at the next call; meanwhile a request
 * answers with the error `unavailable` makes of the failure, as the provider would unreached.
 */
export class DeferredAuthGateway implements AuthGateway {
  private loading: Promise<AuthGateway> | undefined;
  /** Subscriptions made while the gateway could not load; they subscribe for real once it does. */
  private readonly waiting = new Set<() => void>();

  constructor(
    private readonly load: () => Promise<AuthGateway>,
    private readonly unavailable: (error: unknown) => AuthError,
  ) {
    void this.loaded().catch(() => {});
  }

  signIn(email: string, password: string): Promise<Result<User, AuthError>> {
    return this.attempt((auth) => auth.signIn(email, password));
  }

  register(email: string, password: string): Promise<Result<User, AuthError>> {
    return this.attempt((auth) => auth.register(email, password));
  }

  signOut(): Promise<Result<void, AuthError>> {
    return this.attempt((auth) => auth.signOut());
  }

  onAuthStateChanged(listener: (user: User | null, cause?: SignOutCause) => void): Unsubscribe {
    let stop: Unsubscribe | undefined;
    let active = true;
    const subscribe = () =>
      this.loaded().then(
        (auth) => {
          if (active) stop = auth.onAuthStateChanged(listener);
        },
        () => {
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

  private loaded(): Promise<AuthGateway> {
    this.loading ??= this.load().then(
      (auth) => {
        const waiting = [...this.waiting];
        this.waiting.clear();
        for (const subscribe of waiting) subscribe();
        return auth;
      },
      (error: unknown) => {
        this.loading = undefined; // try again at the next call, e.g. once the network is back
        throw error;
      },
    );
    return this.loading;
  }

  private async attempt<T>(
    request: (auth: AuthGateway) => Promise<Result<T, AuthError>>,
  ): Promise<Result<T, AuthError>> {
    let auth: AuthGateway;
    try {
      auth = await this.loaded();
    } catch (error) {
      return fail(this.unavailable(error));
    }
    return request(auth);
  }
}
