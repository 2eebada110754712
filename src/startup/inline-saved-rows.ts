// The basket page's second inline script, after its rows' templates (build/prerender.ts): draws a returning guest's
// saved rows before the first paint.
import { drawSavedRows } from './saved-rows';

drawSavedRows(document, () => localStorage);
