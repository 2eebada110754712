import { memo, useId } from 'react';
import type { Product } from '@/domain/product';
import { ProductSummary } from './product-summary';

/**
 * One basket item: picture, title, price and stars, and 'Remove from Basket' (SPEC §2). What removing
 * does comes from the list, once for all its rows: a row reaches for no service or context itself.
 * Its picture loads once the row is near the screen (`showPicturesNearScreen`, on the list).
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

/** Each waiting picture's address, until its row comes near the screen. */
const waiting = new WeakMap<HTMLImageElement, string>();

/**
 * The picture's address is given once the row is in the page, not as a `src` prop: with the prop,
 * React sets it on the new, detached element and again when it mounts it, and Chromium starts loading
 * the picture twice. Where the browser says when a `content-visibility: auto` row is near the screen,
 * it waits for that: giving 1,000 pictures their address was the largest part of drawing a long
 * basket (measured), and a shopper sees a few rows at a time. The <img> and its alt text are always
 * in the page.
 */
function placePicture(image: HTMLImageElement | null, src: string) {
  if (!image || image.getAttribute('src') === src) return;
  if (tellsWhenRowsAreNearScreen()) waiting.set(image, src);
  else image.src = src;
}

const tellsWhenRowsAreNearScreen = () => 'ContentVisibilityAutoStateChangeEvent' in globalThis;

/**
 * For the basket's list: gives each row's picture its address when the browser starts drawing the row
 * (it is on or near the screen: scrolled to, found in the page, focused). Returns the cleanup, as a
 * React ref callback may. The event is heard on its way down to the row: it does not bubble in Firefox
 * or WebKit, so a listener for its way back up, as Chromium bubbles it, left their pictures empty.
 */
export function showPicturesNearScreen(list: HTMLElement | null) {
  if (!list) return;
  const show = (event: Event) => {
    if ((event as ContentVisibilityAutoStateChangeEvent).skipped) return;
    const image = (event.target as Element).querySelector('img');
    const src = image && waiting.get(image);
    if (!src) return;
    waiting.delete(image);
    image.src = src;
  };
  list.addEventListener('contentvisibilityautostatechange', show, { capture: true });
  return () => list.removeEventListener('contentvisibilityautostatechange', show, { capture: true });
}
