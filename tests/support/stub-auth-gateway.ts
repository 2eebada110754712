// An AuthGateway that answers as the test says, for the screens and the use cases: what they do with an answer
// is tested there; which answer the provider gives is the gateway contract's (tests/contracts/).
import type { AuthGateway, SignOutCause, Unsubscribe } from '@/application/ports';
import { authError, type AuthError, type AuthErrorCode } from '@/domain/auth-error';
import { fail, ok, type Result } from '@/domain/result';
import type { User } from '@/domain/user';
import { toUser } from '@/adapters/auth/fake/gateway';

type Listener = (user: User | null, cause?: SignOutCause) => void;
type Answer = Result<User, AuthError>;

/** The user record the fake auth provider gives for a new e-mail/password account. */
const userFor = (email: string): User => toUser({ uid: `uid:${email}`, email, createdAt: 0, lastLoginAt: 0 });

export class StubAuthGateway implements AuthGateway {
  /** Every sign-in and registration asked for, in order. */
  readonly requests: Array<{ request: 'signIn' | 'register'; email: string; password: string }> = [];
  private refusal: AuthErrorCode | undefined;
  private held: Array<(answer: Answer) => void> | undefined;
  private readonly listeners = new Set<Listener>();
  private user: User | null = null;

  /** Refuses every request from now on (a sign-out too) with `code`; `undefined` accepts them again. */
  refuse(code: AuthErrorCode | undefined): void {
    this.refusal = code;
  }

  /** Holds the answers to sign-ins and registrations; the function returned gives one to the oldest held. */
  hold(): (answer: Answer) => void {
    this.held = [];
    return (answer) => this.held?.shift()?.(answer);
  }

  /** The provider ends the session, as it does at a token refresh once the account is disabled. */
  endSession(): void {
    this.report(null, 'session-ended');
  }

  signIn(email: string, password: string): Promise<Answer> {
    return this.request('signIn', email, password);
  }

  register(email: string, password: string): Promise<Answer> {
    return this.request('register', email, password);
  }

  async signOut(): Promise<Result<void, AuthError>> {
    if (this.refusal) return fail(authError(this.refusal));
    this.report(null);
    return ok(undefined);
  }

  onAuthStateChanged(listener: Listener): Unsubscribe {
    this.listeners.add(listener);
    const user = this.user;
    queueMicrotask(() => this.listeners.has(listener) && listener(user));
    return () => void this.listeners.delete(listener);
  }

  private async request(request: 'signIn' | 'register', email: string, password: string): Promise<Answer> {
    this.requests.push({ request, email, password });
    const held = this.held;
    const answer = held
      ? await new Promise<Answer>((resolve) => held.push(resolve))
      : this.refusal
        ? fail(authError(this.refusal))
        : ok(userFor(email));
    if (answer.ok) this.report(answer.value);
    return answer;
  }

  private report(user: User | null, cause?: SignOutCause): void {
    this.user = user;
    for (const listener of this.listeners) queueMicrotask(() => this.listeners.has(listener) && listener(user, cause));
  }
}
