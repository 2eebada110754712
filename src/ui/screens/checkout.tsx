import { useCallback, useContext } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { SHOPPING_BASKET } from '@/application/services';
import type { Product } from '@/domain/product';
import { greetingName } from '@/domain/user';
import { useAnnounce } from '@/ui/use-announce';
import { BasketRows } from '@/ui/components/basket-rows';
import { Subtotal } from '@/ui/components/subtotal';
import { useAppState, useService } from '@/ui/use-service';
import { useHydrated } from '@/ui/use-hydrated';
import { SavedRows } from '@/ui/saved-rows';

/** The basket page: greeting, title, one row per item and the subtotal panel (SPEC §2). */
export function Checkout() {
  const user = useAppState((state) => state.user);
  // Rows the page drew before the app ran, if they were the basket's, are hydrated as they are.
  const drawn = useContext(SavedRows);
  const basket = useAppState((state) => state.basket, drawn);
  const hydrated = useHydrated();
  const rowsShown = hydrated || drawn !== undefined;
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
        {!rowsShown ? null : basket.length === 0 ? (
          <p className="checkout__empty">
            Your basket is empty. <Link to="/">Continue shopping</Link>
          </p>
        ) : (
          <BasketRows basket={basket} onRemove={remove} />
        )}
      </div>
      {/* Prerendered without figures, but as tall as with them: nothing moves when they arrive; with the saved
          rows' figures where the page drew them. Keyed by shopper: what one shopper ticked (the gift box) is not
          left ticked for the next to sign in. */}
      <Subtotal key={user?.uid ?? 'guest'} basket={hydrated ? basket : drawn} />
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
