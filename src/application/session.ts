import { authError, type AuthError } from '@/domain/auth-error';
import type { Result } from '@/domain/result';
import { basketOwnerOf } from '@/domain/shopper';
import type { AuthGateway, Logger, Notifier, Unsubscribe } from './ports';
import type { ShoppingBasket } from './shopping-basket';
import type { AppStore } from './store';

/** The sign-in use cases: sign in, register, sign out, and following the provider's sign-in state. */
export class Session {
  constructor(
    private readonly store: AppStore,
    private readonly auth: AuthGateway,
    private readonly basket: ShoppingBasket,
    private readonly notifier: Notifier,
    private readonly logger: Logger,
  ) {}

  /** Each resolves true when it succeeded; on failure the provider's message is alerted. */
  signIn = (email: string, password: string) => this.attempt(() => this.auth.signIn(email, password));
  register = (email: string, password: string) => this.attempt(() => this.auth.register(email, password));
  signOut = () => this.attempt(() => this.auth.signOut());

  /**
   * Keeps the app state in step with the provider: each report sets the user (or that the provider ended
   * the session) and shows that shopper's basket. Until the first report the guest basket is shown, and
   * what is added meanwhile joins the account's basket if a session is restored.
   */
  follow(): Unsubscribe {
    void this.basket.open(basketOwnerOf(this.store.getState().user));
    const unsubscribe = this.auth.onAuthStateChanged((user, cause) => {
      this.store.dispatch(cause === 'session-ended' ? { type: 'SESSION_ENDED' } : { type: 'SET_USER', user });
      void this.basket.open(basketOwnerOf(user));
    });
    return () => {
      unsubscribe();
      this.basket.close();
    };
  }

  /** A failure is alerted with the provider's message; an adapter or notifier that throws is logged, so the form frees up. */
  private async attempt<T>(operation: () => Promise<Result<T, AuthError>>): Promise<boolean> {
    let outcome: Result<T, AuthError>;
    try {
      outcome = await operation();
    } catch (error) {
      this.logger.error('The authentication provider failed unexpectedly.', error);
      outcome = { ok: false, error: authError('internal-error') };
    }
    if (outcome.ok) return true;
    try {
      this.notifier.alert(outcome.error.message);
    } catch (error) {
      this.logger.error('The message could not be shown to the shopper.', error);
    }
    return false;
  }
}
