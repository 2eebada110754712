import type { Basket } from '@/domain/basket';
import type { Product } from '@/domain/product';
import { BasketRow } from './basket-row';
import { ROW_TEMPLATE, rowTitleId, withStableKeys } from './basket-row-names';
import { showPicturesNearScreen } from './pictures-near-screen';

type OnRemove = (item: Product, button: HTMLButtonElement) => void;

/** The basket's rows, in the order the items were added. */
export function BasketRows({ basket, onRemove }: { basket: Basket; onRemove: OnRemove }) {
  return (
    <ul className="checkout__rows" ref={showPicturesNearScreen}>
      {withStableKeys(basket).map(({ key, item }) => (
        <BasketRow key={key} item={item} titleId={rowTitleId(key)} onRemove={onRemove} />
      ))}
    </ul>
  );
}

/**
 * What the basket page's inline script draws a returning guest's rows from (src/startup/saved-rows.ts): the empty
 * list, and each product's row as React renders it, so the rows drawn before the app runs are the ones it hydrates.
 * The build writes them after the app's root, outside what React renders (build/prerender.ts).
 */
export function RowTemplates({ products }: { products: readonly Product[] }) {
  const ignore = () => {};
  return (
    <>
      <template id={ROW_TEMPLATE.listId}>
        <BasketRows basket={[]} onRemove={ignore} />
      </template>
      {products.map((product) => (
        <template
          key={product.id}
          {...{
            [ROW_TEMPLATE.product]: product.id,
            [ROW_TEMPLATE.picture]: product.image,
            [ROW_TEMPLATE.price]: product.price,
          }}
        >
          <BasketRow item={product} titleId={ROW_TEMPLATE.titleId} onRemove={ignore} />
        </template>
      ))}
    </>
  );
}
