import { memo, useId } from 'react';
import type { Product } from '@/domain/product';
import { ProductSummary } from './product-summary';

/**
 * One basket item: picture, title, price and stars, and 'Remove from Basket' (SPEC §2). What removing
 * does comes from the list, once for all its rows: a row reaches for no service or context itself.
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
        ref={(image) => showPicture(image, item.image)}
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

/**
 * The picture's address is given once the row is in the page, not as a `src` prop. With the prop,
 * React sets it on the new, detached element and again when it mounts it (so that an onLoad would
 * fire): Chromium starts loading the picture twice, which with 1,000 rows was about a quarter of the
 * time to draw the list (measured). Loaded once, from the page, it is the same picture and <img>.
 */
function showPicture(image: HTMLImageElement | null, src: string) {
  if (image && image.getAttribute('src') !== src) image.src = src;
}
