import { useState } from 'react';
import { subtotal, type Basket } from '@/domain/basket';
import { Price } from './price';

/**
 * 'Subtotal (N items): $X', the gift checkbox and 'Proceed to Checkout' (SPEC §2). Without a basket
 * (prerendered, before the shopper's basket is known) the line says only 'Subtotal'.
 */
export function Subtotal({ basket }: { basket: Basket | undefined }) {
  const [message, setMessage] = useState('');
  return (
    <aside className="subtotal" aria-label="Subtotal">
      <p className="subtotal__total">
        Subtotal
        {basket && (
          <>
            {' '}
            ({basket.length} items): <Price amount={subtotal(basket)} className="subtotal__amount" />
          </>
        )}
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
