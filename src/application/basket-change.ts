// A change the shopper made to the shown basket, as a value: written to storage in turn, and re-applied to reads that finish before it is.
import { EMPTY_BASKET, removeFirst, type Basket } from '@/domain/basket';
import type { Product } from '@/domain/product';
import type { BasketOwner } from '@/domain/shopper';
import type { BasketRepository } from './ports';

export type BasketChange =
  | { readonly kind: 'add'; readonly items: readonly Product[] }
  | { readonly kind: 'remove'; readonly id: string }
  | { readonly kind: 'clear' };

/** The basket with `changes` made to it, in order. */
export function withChanges(basket: Basket, changes: readonly BasketChange[]): Basket {
  return changes.reduce(
    (changed, change) =>
      change.kind === 'add'
        ? [...changed, ...change.items]
        : change.kind === 'remove'
          ? removeFirst(changed, change.id).basket
          : EMPTY_BASKET,
    basket,
  );
}

/** Writes `change` to the saved basket of `owner`. */
export function save(repository: BasketRepository, owner: BasketOwner, change: BasketChange): Promise<void> {
  if (change.kind === 'add') return repository.append(owner, change.items);
  if (change.kind === 'remove') return repository.removeFirst(owner, change.id);
  return repository.clear(owner);
}
