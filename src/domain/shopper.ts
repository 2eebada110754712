import type { User } from './user';

/** Whose basket is in play: each signed-in account keeps its own, and guests share one per browser. */
export type BasketOwner = 'guest' | `user:${string}`;

export function basketOwnerOf(user: User | null): BasketOwner {
  return user ? `user:${user.uid}` : 'guest';
}
