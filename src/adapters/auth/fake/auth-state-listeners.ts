// Tells onAuthStateChanged listeners who is signed in, with the timing and the rules of Firebase's SDK.

import type { Unsubscribe } from '@/application/ports';
import type { User } from '@/domain/user';

interface Subscription {
  readonly listener: (user: User | null) => void;
}

export class AuthStateListeners {
  private readonly subscriptions = new Set<Subscription>();
  /** Like Firebase, listeners hear when who is signed in changes, not when the same user signs in again. */
  private lastNotifiedUid: string | null;

  constructor(private user: User | null) {
    this.lastNotifiedUid = user?.uid ?? null;
  }

  /** Reports the current user to the new listener, then every change. */
  subscribe(listener: (user: User | null) => void): Unsubscribe {
    const subscription: Subscription = { listener };
    this.subscriptions.add(subscription);
    this.deliver(subscription, this.user);
    return () => {
      this.subscriptions.delete(subscription);
    };
  }

  set(user: User | null): void {
    this.user = user;
    const uid = user?.uid ?? null;
    if (uid === this.lastNotifiedUid) return;
    this.lastNotifiedUid = uid;
    for (const subscription of this.subscriptions) this.deliver(subscription, user);
  }

  /**
   * Asynchronous, as in Firebase: a listener never runs inside the call that caused the change, one that
   * throws cannot stop the others, and one unsubscribed in the meantime is not called.
   */
  private deliver(subscription: Subscription, user: User | null): void {
    queueMicrotask(() => {
      if (this.subscriptions.has(subscription)) subscription.listener(user);
    });
  }
}
