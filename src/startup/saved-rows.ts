// A returning guest's saved basket, drawn before the first paint by the basket page's inline script (inline-saved-rows.ts).
import { parseEntry, readEntries } from '@/adapters/basket-storage/browser/basket-entries';
import type { Product } from '@/domain/product';
import { DRAWN_MARK, drawnMark, ROW_TEMPLATE, rowTitleId, withStableKeys } from '@/ui/components/basket-row-names';
import { placePicture, showPicturesNearScreen } from '@/ui/components/pictures-near-screen';

/**
 * Draws the guest's saved rows under the basket page's heading, from the rows React rendered at build time
 * (src/ui/components/basket-rows.tsx), named as React names them: the app then hydrates them as they are
 * (src/ui/saved-rows.ts) instead of drawing them once it has started, which on a slow phone is a second after the
 * page is shown. Reads the basket as the Web Storage adapter keeps it, and skips what the app would drop (an
 * unreadable entry, a product not in the catalogue). Draws nothing when storage refuses, or on any other page.
 */
export function drawSavedRows(page: Document, storage: () => Storage): void {
  const root = page.getElementById('root');
  const heading = root?.querySelector('main h1');
  const list = page.querySelector<HTMLTemplateElement>(`template#${ROW_TEMPLATE.listId}`)?.content.firstElementChild;
  if (root?.dataset.prerendered !== page.location.pathname || !heading || !list) return;
  const templates = new Map(
    Array.from(page.querySelectorAll<HTMLTemplateElement>(`template[${ROW_TEMPLATE.product}]`), (template) => [
      template.getAttribute(ROW_TEMPLATE.product),
      template,
    ]),
  );
  let saved: Product[];
  try {
    saved = Array.from(readEntries(storage(), 'guest')).flatMap(({ value }) => {
      const product = parseEntry(value);
      return product.ok && templates.has(product.value.id) ? [product.value] : [];
    });
  } catch {
    return;
  }
  if (saved.length === 0) return;
  const rows = list.cloneNode() as Element;
  for (const { key, item } of withStableKeys(saved)) {
    const template = templates.get(item.id)!;
    const row = template.content.firstElementChild!.cloneNode(true) as Element;
    const titleId = rowTitleId(key);
    row.querySelector(`[id="${ROW_TEMPLATE.titleId}"]`)?.setAttribute('id', titleId);
    row.querySelector(`[aria-describedby="${ROW_TEMPLATE.titleId}"]`)?.setAttribute('aria-describedby', titleId);
    placePicture(row.querySelector('img'), template.getAttribute(ROW_TEMPLATE.picture)!);
    rows.append(row);
  }
  rows.setAttribute(DRAWN_MARK, drawnMark(saved));
  showPicturesNearScreen(rows as HTMLElement);
  heading.after(rows);
}
