// The rows the basket page drew before the app ran (src/startup/saved-rows.ts), handed over to React.
import { createContext } from 'react';
import type { Basket } from '@/domain/basket';
import { drawBasketFigures } from './components/basket-figures';
import { DRAWN_MARK, drawnMark } from './components/basket-row-names';

/**
 * Called once before the app hydrates the page (src/startup/start.tsx), with the basket it will show first. Rows
 * the page's inline script drew are kept when they are that basket's, so hydration takes them over as they are (a
 * tap already held on one of them lands on it); otherwise (another tab changed the basket meanwhile, a session came
 * back with its own) they are taken away with the figures drawn for them, and the app draws its rows once
 * hydrated, as when none were drawn.
 * Resolves to the basket whose rows are kept, for `SavedRows`.
 */
export async function adoptSavedRows(
  root: ParentNode,
  basketShownFirst: () => Promise<Basket>,
): Promise<Basket | undefined> {
  const list = root.querySelector(`[${DRAWN_MARK}]`);
  if (!list) return undefined;
  const basket = await basketShownFirst();
  const same = list.getAttribute(DRAWN_MARK) === drawnMark(basket);
  if (same) list.removeAttribute(DRAWN_MARK);
  else {
    list.remove();
    drawBasketFigures(root, undefined);
  }
  return same ? basket : undefined;
}

/** The basket whose rows the page showed before the app ran, which the basket page hydrates; none if it showed none. */
export const SavedRows = createContext<Basket | undefined>(undefined);
