import { MAX_RATING, type Rating } from '@/domain/product';

/** One star per rating point, read out as "4 out of 5 stars". */
export function StarRating({ rating }: { rating: Rating }) {
  return (
    <p className="star-rating" role="img" aria-label={`${rating} out of ${MAX_RATING} stars`}>
      {'★'.repeat(rating)}
    </p>
  );
}
