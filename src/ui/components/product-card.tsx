import { memo, useId } from 'react';
import { SHOPPING_BASKET } from '../../application/services';
import { priceInCents, type Product } from '../../domain/product';
import { useService } from '../services-context';
import { Price } from './price';
import { StarRating } from './star-rating';

/** A product on the home page: title, price, stars, picture and an 'Add to Basket' button. */
export const ProductCard = memo(function ProductCard({ product }: { product: Product }) {
  const basket = useService(SHOPPING_BASKET);
  const titleId = useId();
  return (
    <article className="product-card" aria-labelledby={titleId}>
      <div className="product-card__info">
        <h2 className="product-card__title" id={titleId}>
          {product.title}
        </h2>
        <p className="product-card__price">
          <Price amount={priceInCents(product)} />
        </p>
        <StarRating rating={product.rating} />
      </div>
      <img className="product-card__image" src={product.image} alt={product.title} width={200} height={200} />
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
