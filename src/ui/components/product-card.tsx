import { memo, useEffect, useId, useState } from 'react';
import { SHOPPING_BASKET } from '@/application/services';
import type { Product } from '@/domain/product';
import { useAnnounce } from '@/ui/use-announce';
import { useService } from '@/ui/use-service';
import { ProductSummary } from './product-summary';

/** A product on the home page: title, price, stars, picture and an 'Add to Basket' button. */
export const ProductCard = memo(function ProductCard({ product }: { product: Product }) {
  const basket = useService(SHOPPING_BASKET);
  const announce = useAnnounce();
  const titleId = useId();
  const confirmation = useBriefConfirmation();
  return (
    <article className="product-card" aria-labelledby={titleId}>
      <div className="product-card__info">
        <ProductSummary product={product} titleId={titleId} block="product-card" />
      </div>
      {/* Lazy: below the hero on a phone, and not preloaded ahead of what the first paint needs. */}
      <img
        className="product-card__image"
        src={product.image}
        alt={product.title}
        width={200}
        height={200}
        loading="lazy"
      />
      <button
        type="button"
        className="button button--gold"
        aria-describedby={titleId}
        onClick={() => {
          basket.add(product);
          announce(`Added ${product.title} to your basket`);
          confirmation.show();
        }}
      >
        Add to Basket
      </button>
      {/* Seen, not read: the announcement above says it to screen readers. Its room is always kept. */}
      <span className="product-card__added" aria-hidden="true" data-shown={confirmation.shown}>
        ✓ Added to your basket
      </span>
    </article>
  );
});

const CONFIRMATION_MS = 2000;

/** A confirmation that shows after each click and hides two seconds after the last one. */
function useBriefConfirmation() {
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    if (shownAt === null) return;
    const hide = setTimeout(() => setShownAt(null), CONFIRMATION_MS);
    return () => clearTimeout(hide);
  }, [shownAt]);
  return { shown: shownAt !== null, show: () => setShownAt(performance.now()) };
}
