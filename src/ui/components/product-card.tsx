import { memo, useId } from 'react';
import { SHOPPING_BASKET } from '../../application/services';
import type { Product } from '../../domain/product';
import { useService } from '../services-context';
import { ProductSummary } from './product-summary';

/** A product on the home page: title, price, stars, picture and an 'Add to Basket' button. */
export const ProductCard = memo(function ProductCard({ product }: { product: Product }) {
  const basket = useService(SHOPPING_BASKET);
  const titleId = useId();
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
        onClick={() => basket.add(product)}
      >
        Add to Basket
      </button>
    </article>
  );
});
