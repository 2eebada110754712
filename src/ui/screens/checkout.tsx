import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { SHOPPING_BASKET } from '@/application/services';
import type { Basket } from '@/domain/basket';
import type { Product } from '@/domain/product';
import { greetingName } from '@/domain/user';
import { useAnnounce } from '@/ui/use-announce';
import { BasketRow } from '@/ui/components/basket-row';
import { showPicturesNearScreen } from '@/ui/components/pictures-near-screen';
import { Subtotal } from '@/ui/components/subtotal';
import { useAppState, useService } from '@/ui/use-service';
import { useHydrated } from '@/ui/use-hydrated';

/** The basket page: greeting, title, one row per item and the subtotal panel (SPEC §2). */
export function Checkout() {
  const user = useAppState((state) => state.user);
  const basket = useAppState((state) => state.basket);
  const hydrated = useHydrated();
  const remove = useRemove();
  return (
    <main className="checkout" id="main">
      <title>Your shopping basket | Storefront</title>
      <meta
        name="description"
        content="Your Storefront basket: review your items, remove what you do not need and see your subtotal."
      />
      <div className="checkout__items">
        <p className="checkout__greeting">Hello, {greetingName(user)}</p>
        <h1 className="checkout__title" tabIndex={-1}>
          Your shopping Basket
        </h1>
        {!hydrated ? null : basket.length === 0 ? (
          <p className="checkout__empty">
            Your basket is empty. <Link to="/">Continue shopping</Link>
          </p>
        ) : (
          <ul className="checkout__rows" ref={showPicturesNearScreen}>
            {withStableKeys(basket).map(({ key, item }) => (
              <BasketRow key={key} item={item} onRemove={remove} />
            ))}
          </ul>
        )}
      </div>
      {/* Prerendered without figures, but as tall as with them: nothing moves when they arrive. Keyed by
          shopper: what one shopper ticked (the gift box) is not left ticked for the next to sign in. */}
      <Subtotal key={user?.uid ?? 'guest'} basket={hydrated ? basket : undefined} />
    </main>
  );
}

/**
 * 'Remove from Basket', one function for every row (so no row re-renders when another goes). Removal
 * takes the first row for this product, which may not be the clicked one. Once React has removed it,
 * the keyboard goes to the row now in the clicked one's place, else the last row, else the page's
 * heading (the basket is empty).
 */
function useRemove() {
  const basket = useService(SHOPPING_BASKET);
  const announce = useAnnounce();
  return useCallback(
    (item: Product, button: HTMLButtonElement) => {
      const list = button.closest('ul');
      const place = [...(list?.children ?? [])].indexOf(button.closest('li')!);
      flushSync(() => basket.remove(item.id));
      announce(`Removed ${item.title} from your basket`);
      const buttons = list?.isConnected ? list.querySelectorAll('button') : [];
      const next = buttons[place] ?? buttons[buttons.length - 1];
      (next ?? document.querySelector<HTMLElement>('main h1'))?.focus();
    },
    [basket, announce],
  );
}

/**
 * Keys that stay with their row when another is removed, even when a product is in the basket twice.
 * Removal always takes the first match (SPEC §4), so each appearance of an id is numbered from the
 * end: `id#0` is its last appearance. Removing the first one then renames no other row, and React
 * keeps every other row as it is instead of moving or re-rendering it.
 */
function withStableKeys(basket: Basket) {
  const seen = new Map<string, number>();
  const keyed = new Array<{ key: string; item: Basket[number] }>(basket.length);
  for (let index = basket.length - 1; index >= 0; index--) {
    const item = basket[index]!;
    const fromEnd = seen.get(item.id) ?? 0;
    seen.set(item.id, fromEnd + 1);
    keyed[index] = { key: `${item.id}#${fromEnd}`, item };
  }
  return keyed;
}
