import { priceInCents, type Product } from '@/domain/product';
import { formatMoney } from '@/domain/money';
import { StarRating } from './star-rating';

/** Title, price and stars: what a product card and a basket row both say about a product. */
export function ProductSummary({ product, titleId, block }: { product: Product; titleId: string; block: string }) {
  return (
    <>
      <h2 className={`${block}__title`} id={titleId}>
        {product.title}
      </h2>
      {/* The amount is the paragraph's only text: no element of its own (a basket draws a thousand). */}
      <p className={`${block}__price`}>{formatMoney(priceInCents(product))}</p>
      <StarRating rating={product.rating} />
    </>
  );
}
