import { memo, useId } from 'react';
import { flushSync } from 'react-dom';
import { SHOPPING_BASKET } from '@/application/services';
import type { Product } from '@/domain/product';
import { useAnnounce } from '@/ui/announcer';
import { useService } from '@/ui/services-context';
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
            // Removal takes the first row for this product, which may not be this one. Once React has
            // removed it, the keyboard goes to the row now in this place, else the last row, else the
            // page's heading (the basket is empty).
            const list = event.currentTarget.closest('ul');
            const place = [...(list?.children ?? [])].indexOf(event.currentTarget.closest('li')!);
            flushSync(() => basket.remove(item.id));
            announce(`Removed ${item.title} from your basket`);
            const buttons = list?.isConnected ? list.querySelectorAll('button') : [];
            const next = buttons[place] ?? buttons[buttons.length - 1];
            (next ?? document.querySelector<HTMLElement>('main h1'))?.focus();
          }}
        >
          Remove from Basket
        </button>
      </div>
    </li>
  );
});
