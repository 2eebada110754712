// A returning guest's saved basket, drawn before the first paint by the basket page's inline script (inline-saved-rows.ts).
import { parseEntry, readEntries } from '@/adapters/basket-storage/browser/basket-entries';
import { withCatalogData } from '@/domain/basket';
import type { Product } from '@/domain/product';
import { drawBasketFigures } from '@/ui/components/basket-figures';
import { DRAWN_MARK, drawnMark, ROW_TEMPLATE, rowTitleId, withStableKeys } from '@/ui/components/basket-row-names';
import { placePicture, showPicturesNearScreen } from '@/ui/components/pictures-near-screen';

/**
 * Draws the guest's saved rows under the basket page's heading, from the rows React rendered at build time
 * (src/ui/components/basket-rows.tsx), named as React names them: the app then hydrates them as they are
 * (src/ui/saved-rows.ts) instead of drawing them once it has started, which on a slow phone is a second after the
 * page is shown. With them, the header's count and the subtotal line of those rows (basket-figures.ts). Reads the
 * basket as the Web Storage adapter keeps it and shows what the app would, by the same rules: an unreadable entry
 * skipped, each item as the catalogue has it, one not in the catalogue left out. Draws nothing when storage
 * refuses, or on any other page.
 */
export function drawSavedRows(page: Document, storage: () => Storage): void {
  const root = page.getElementById('root');
  const heading = root?.querySelector('main h1');
  const list = page.querySelector<HTMLTemplateElement>(`template#${ROW_TEMPLATE.listId}`)?.content.firstElementChild;
  if (root?.dataset.prerendered !== page.location.pathname || !heading || !list) return;
  // The catalogue as the build rendered it: each product's row, and its price.
  const catalogue = Array.from(
    page.querySelectorAll<HTMLTemplateElement>(`template[${ROW_TEMPLATE.product}]`),
    (row) => ({
      id: row.getAttribute(ROW_TEMPLATE.product)!,
      price: Number(row.getAttribute(ROW_TEMPLATE.price)),
      row,
    }),
  );
  let stored: Product[];
  try {
    stored = Array.from(readEntries(storage(), 'guest')).flatMap(({ value }) => {
      const product = parseEntry(value);
      return product.ok ? [product.value] : [];
    });
  } catch {
    return;
  }
  const saved = withCatalogData(stored, catalogue).basket;
  if (saved.length === 0) return;
  const rows = list.cloneNode() as Element;
  for (const { key, item } of withStableKeys(saved)) {
    const row = item.row.content.firstElementChild!.cloneNode(true) as Element;
    const titleId = rowTitleId(key);
    row.querySelector(`[id="${ROW_TEMPLATE.titleId}"]`)?.setAttribute('id', titleId);
    row.querySelector(`[aria-describedby="${ROW_TEMPLATE.titleId}"]`)?.setAttribute('aria-describedby', titleId);
    placePicture(row.querySelector('img'), item.row.getAttribute(ROW_TEMPLATE.picture)!);
    rows.append(row);
  }
  rows.setAttribute(DRAWN_MARK, drawnMark(saved));
  showPicturesNearScreen(rows as HTMLElement);
  heading.after(rows);
  drawBasketFigures(root, saved);
}
