// Who is signed in, as the fake gateway tells its onAuthStateChanged listeners: with the SDK's timing and rules.

import type { SignOutCause, Unsubscribe } from '@/application/ports';
import type { User } from '@/domain/user';

type Listener = (user: User | null, cause?: SignOutCause) => void;

export class AuthState {
  /** A wrapper per subscription, so a function subscribed twice is told twice and unsubscribed once. */
  private readonly subscriptions = new Set<{ listener: Listener }>();
  /** Why nobody is signed in, when the provider ended the session: told to later listeners too. */
  private cause: SignOutCause | undefined;

  constructor(private user: User | null = null) {}

  /** Tells the new listener who is signed in, then every change. */
  subscribe(listener: Listener): Unsubscribe {
    const subscription = { listener };
    this.subscriptions.add(subscription);
    this.tell(subscription);
    return () => void this.subscriptions.delete(subscription);
  }

  /** As in Firebase, listeners hear when who is signed in changes, not when the same user signs in again. */
  set(user: User | null, cause?: SignOutCause): void {
    const changed = user?.uid !== this.user?.uid;
    this.user = user;
    this.cause = user ? undefined : cause;
    if (changed) for (const subscription of this.subscriptions) this.tell(subscription);
  }

  /** Later, as in Firebase: one that throws cannot stop the others; one unsubscribed meanwhile is not called. */
  private tell(subscription: { listener: Listener }): void {
    const { user, cause } = this;
    queueMicrotask(() => {
      if (this.subscriptions.has(subscription)) subscription.listener(user, cause);
    });
  }
}
