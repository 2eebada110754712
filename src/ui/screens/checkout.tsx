import { Link } from 'react-router-dom';
import type { Basket } from '../../domain/basket';
import { greetingName } from '../../domain/user';
import { BasketRow } from '../components/basket-row';
import { Subtotal } from '../components/subtotal';
import { useAppState } from '../services-context';

/** The basket page: greeting, title, one row per item and the subtotal panel (SPEC §2). */
export function Checkout() {
  const user = useAppState((state) => state.user);
  const basket = useAppState((state) => state.basket);
  return (
    <main className="checkout">
      <title>Your shopping basket | Storefront</title>
      <div className="checkout__items">
        <p className="checkout__greeting">Hello, {greetingName(user)}</p>
        <h1 className="checkout__title">Your shopping Basket</h1>
        {basket.length === 0 ? (
          <p className="checkout__empty">
            Your basket is empty. <Link to="/">Continue shopping</Link>
          </p>
        ) : (
          <ul className="checkout__rows">
            {withStableKeys(basket).map(({ key, item }) => (
              <BasketRow key={key} item={item} />
            ))}
          </ul>
        )}
      </div>
      <Subtotal basket={basket} />
    </main>
  );
}

/**
 * Keys that stay with an item while others are removed, even when a product is in the basket twice:
 * the n-th appearance of an id is keyed `id#n`, so removing one row re-renders no other row.
 */
function withStableKeys(basket: Basket) {
  const seen = new Map<string, number>();
  return basket.map((item) => {
    const occurrence = seen.get(item.id) ?? 0;
    seen.set(item.id, occurrence + 1);
    return { key: `${item.id}#${occurrence}`, item };
  });
}
