import { memo, useId } from 'react';
import { SHOPPING_BASKET } from '../../application/services';
import type { Product } from '../../domain/product';
import { useAnnounce } from '../announcer';
import { useService } from '../services-context';
import { ProductSummary } from './product-summary';

/** One basket item: picture, title, price, stars and 'Remove from Basket' (SPEC §2). */
export const BasketRow = memo(function BasketRow({ item }: { item: Product }) {
  const basket = useService(SHOPPING_BASKET);
  const announce = useAnnounce();
  const titleId = useId();
  return (
    <li className="basket-row">
      <img className="basket-row__image" src={item.image} alt={item.title} width={180} height={180} />
      <div className="basket-row__info">
        <ProductSummary product={item} titleId={titleId} block="basket-row" />
        <button
          type="button"
          className="button button--gold"
          aria-describedby={titleId}
          onClick={(event) => {
            // The row and its button go away: keep the keyboard in the list (the next row, else the
            // previous one), or on the page's heading once the basket is empty.
            const row = event.currentTarget.closest('li');
            const next = (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector('button');
            basket.remove(item.id);
            announce(`Removed ${item.title} from your basket`);
            (next ?? document.querySelector<HTMLElement>('main h1'))?.focus();
          }}
        >
          Remove from Basket
        </button>
      </div>
    </li>
  );
});
