import { memo, useId } from 'react';
import type { Product } from '@/domain/product';
import { placePicture } from './pictures-near-screen';
import { ProductSummary } from './product-summary';

/**
 * One basket item: picture, title, price and stars, and 'Remove from Basket' (SPEC §2). What removing
 * does comes from the list, once for all its rows: a row reaches for no service or context itself.
 * Its picture loads once the row is near the screen (pictures-near-screen.ts).
 */
export const BasketRow = memo(function BasketRow({
  item,
  onRemove,
}: {
  item: Product;
  onRemove: (item: Product, button: HTMLButtonElement) => void;
}) {
  const titleId = useId();
  return (
    <li className="basket-row">
      <img
        className="basket-row__image"
        alt={item.title}
        width={180}
        height={180}
        ref={(image) => placePicture(image, item.image)}
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
