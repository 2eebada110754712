// Tells onAuthStateChanged listeners who is signed in, with the timing and the rules of Firebase's SDK.

import type { SignOutCause, Unsubscribe } from '@/application/ports';
import type { User } from '@/domain/user';

type Listener = (user: User | null, cause?: SignOutCause) => void;

interface Subscription {
  readonly listener: Listener;
}

export class AuthStateListeners {
  private readonly subscriptions = new Set<Subscription>();
  /** Like Firebase, listeners hear when who is signed in changes, not when the same user signs in again. */
  private lastNotifiedUid: string | null;

  /** Why nobody is signed in, when the provider ended the session: told to listeners that subscribe later too. */
  private cause: SignOutCause | undefined;

  constructor(private user: User | null) {
    this.lastNotifiedUid = user?.uid ?? null;
  }

  /** Reports the current user to the new listener, then every change. */
  subscribe(listener: Listener): Unsubscribe {
    const subscription: Subscription = { listener };
    this.subscriptions.add(subscription);
    this.deliver(subscription, this.user, this.cause);
    return () => {
      this.subscriptions.delete(subscription);
    };
  }

  /** Who is signed in now; `cause` when nobody is because the provider ended the session. */
  set(user: User | null, cause?: SignOutCause): void {
    this.user = user;
    this.cause = user ? undefined : cause;
    const uid = user?.uid ?? null;
    if (uid === this.lastNotifiedUid) return;
    this.lastNotifiedUid = uid;
    for (const subscription of this.subscriptions) this.deliver(subscription, user, this.cause);
  }

  /**
   * Asynchronous, as in Firebase: a listener never runs inside the call that caused the change, one that
   * throws cannot stop the others, and one unsubscribed in the meantime is not called.
   */
  private deliver(subscription: Subscription, user: User | null, cause: SignOutCause | undefined): void {
    queueMicrotask(() => {
      if (this.subscriptions.has(subscription)) subscription.listener(user, cause);
    });
  }
}
