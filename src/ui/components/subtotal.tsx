import { useState } from 'react';
import type { Basket } from '@/domain/basket';
import { FIGURES, subtotalAmount, subtotalWords } from './basket-figures';

/**
 * 'Subtotal (N items): $X', the gift checkbox and 'Proceed to Checkout' (SPEC §2). Without a basket
 * (prerendered, before the shopper's basket is known) the line says only 'Subtotal'.
 */
export function Subtotal({ basket }: { basket: Basket | undefined }) {
  const [message, setMessage] = useState('');
  return (
    <aside className="subtotal" aria-label="Subtotal">
      <p className={FIGURES.total}>
        {subtotalWords(basket)}
        {basket && <span className={FIGURES.amount}>{subtotalAmount(basket)}</span>}
      </p>
      <label className="subtotal__gift">
        <input type="checkbox" /> This order contains a gift
      </label>
      <button
        type="button"
        className="button button--gold subtotal__proceed"
        onClick={() => setMessage('Checkout is not part of this demonstration store.')}
      >
        Proceed to Checkout
      </button>
      <p className="subtotal__message" role="status">
        {message}
      </p>
    </aside>
  );
}
