import { authError, type AuthError } from '@/domain/auth-error';
import type { Result } from '@/domain/result';
import { basketOwnerOf } from '@/domain/shopper';
import type { User } from '@/domain/user';
import type { BasketPersistence } from './basket-persistence';
import type { AuthGateway, Logger, Notifier, SignOutCause, Unsubscribe } from './ports';
import type { AppStore } from './store';

/** The sign-in use cases: sign in, register, sign out, and following the provider's sign-in state. */
export class Session {
  constructor(
    private readonly store: AppStore,
    private readonly auth: AuthGateway,
    private readonly basket: BasketPersistence,
    private readonly notifier: Notifier,
    private readonly logger: Logger,
  ) {}

  /** Resolves true when the shopper is signed in; on failure the provider's message is alerted. */
  signIn(email: string, password: string): Promise<boolean> {
    return this.attempt(() => this.auth.signIn(email, password));
  }

  register(email: string, password: string): Promise<boolean> {
    return this.attempt(() => this.auth.register(email, password));
  }

  signOut(): Promise<boolean> {
    return this.attempt(() => this.auth.signOut());
  }

  /**
   * Keeps the app state in step with the provider: every reported change sets the user (or records that
   * the provider ended the session) and shows that shopper's basket. The guest basket is shown until the
   * provider first reports (Firebase takes a moment to load); anything added meanwhile joins the account's
   * basket if a session is restored.
   */
  follow(): Unsubscribe {
    void this.basket.open(basketOwnerOf(this.store.getState().user));
    const unsubscribe = this.auth.onAuthStateChanged((user: User | null, cause?: SignOutCause) => {
      this.store.dispatch(
        user === null && cause === 'session-ended' ? { type: 'SESSION_ENDED' } : { type: 'SET_USER', user },
      );
      void this.basket.open(basketOwnerOf(user));
    });
    return () => {
      unsubscribe();
      this.basket.close();
    };
  }

  private async attempt<T>(operation: () => Promise<Result<T, AuthError>>): Promise<boolean> {
    let outcome: Result<T, AuthError>;
    try {
      outcome = await operation();
    } catch (error) {
      // An adapter should never throw, but if one does the shopper still gets an answer.
      this.logger.error('The authentication provider failed unexpectedly.', error);
      outcome = { ok: false, error: authError('internal-error') };
    }
    if (!outcome.ok) this.tell(outcome.error.message);
    return outcome.ok;
  }

  /** Shows the provider's message; a notifier that fails is logged, so the attempt still ends and the form frees up. */
  private tell(message: string): void {
    try {
      this.notifier.alert(message);
    } catch (error) {
      this.logger.error('The message could not be shown to the shopper.', error);
    }
  }
}
