import { memo } from 'react';
import type { Product } from '@/domain/product';
import { placePicture } from './pictures-near-screen';
import { ProductSummary } from './product-summary';

/**
 * One basket item: picture, title, price and stars, and 'Remove from Basket' (SPEC §2). What removing
 * does comes from the list, once for all its rows: a row reaches for no service or context itself.
 * Its picture loads once the row is near the screen (pictures-near-screen.ts), at low priority: the rows'
 * text is the page's largest paint, and a picture asked for at high priority (Chromium raises those in view)
 * that arrived before that paint was counted on its path by Lighthouse's simulation (docs/decisions/0009).
 */
export const BasketRow = memo(function BasketRow({
  item,
  titleId,
  onRemove,
}: {
  item: Product;
  /** From the row's key (basket-row-names.ts), not `useId`: the page's inline script names the rows it draws alike. */
  titleId: string;
  onRemove: (item: Product, button: HTMLButtonElement) => void;
}) {
  return (
    <li className="basket-row">
      <img
        className="basket-row__image"
        alt={item.title}
        width={180}
        height={180}
        fetchPriority="low"
        ref={(image) => placePicture(image, item.image)}
        // Its address is placed, not rendered: a row the page drew before the app may have it already.
        suppressHydrationWarning
      />
      <div className="basket-row__info">
        <ProductSummary product={item} titleId={titleId} block="basket-row" />
        <button
          type="button"
          className="button button--gold"
          aria-describedby={titleId}
          onClick={(event) => onRemove(item, event.currentTarget)}
        >
          Remove from Basket
        </button>
      </div>
    </li>
  );
});
