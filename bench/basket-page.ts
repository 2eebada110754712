// In Chromium: the basket page with 1,000 rows rendered, timed to the next painted frame, then one row removed,
// timed to the end of its re-render and layout; and the floor app's basket page drawing the same rows' titles and
// prices: what the runtime alone takes. That the other rows keep their nodes is tests/ui/checkout.test.tsx's.
import { chromium, type Page } from 'playwright-core';
import { SAMPLE_PRODUCTS } from '@/adapters/catalog/static-product-catalog';
import { formatMoney, toCents } from '@/domain/money';
import { launchOptions, SCREENS } from '../qa/harness/browser';
import { seedGuestBasket } from '../qa/harness/saved-basket';
import { FLOOR_BASKET_KEY, type FloorRow } from './floor/saved-rows';

const ROWS = 1_000;
const RUNS = 5;

// Text: the TypeScript loader would wrap its functions in helpers the page lacks.
const IN_PAGE = `async (rows, basketPath, removals) => {
  const nextFrameWhen = (done, started) =>
    new Promise((resolve) => {
      const check = () => (done() ? requestAnimationFrame(() => resolve(performance.now() - started)) : requestAnimationFrame(check));
      check();
    });
  const rowCount = () => document.querySelectorAll('main li').length;
  let started = performance.now();
  document.querySelector(\`a[href="\${basketPath}"]\`).click();
  const renderMs = await nextFrameWhen(() => rowCount() === rows, started);
  if (!removals) return { renderMs, removeMs: [] };
  // Let the new page settle (pictures, off-screen rows) so that only the removals are timed: from the
  // click to React's commit (the list's mutation) plus the layout the browser must redo to paint it.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const list = document.querySelector('main ul');
  const removeOne = () =>
    new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        void document.body.offsetHeight;
        resolve(performance.now() - started);
      });
      observer.observe(list, { childList: true });
      const started = performance.now();
      list.querySelector('button').click();
    });
  const removeMs = [await removeOne()];
  while (removeMs.length < 5) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    removeMs.push(await removeOne());
  }
  return { renderMs, removeMs };
}`;

/**
 * A site whose basket page the bench times: the storefront at `base`, its basket saved by its own buttons. `seed`
 * saves the rows in a page open at `base` (reloaded after); `ready` resolves once the page has its rows and answers
 * a click on the link to `basketPath`; `removals` times removals too (the floor app's rows have none).
 */
export const storefront = (base: string) => ({
  base,
  seed: (page: Page) => seedGuestBasket(page, ROWS),
  ready: (page: Page) => page.getByRole('link', { name: `${ROWS} items in basket` }).waitFor(),
  basketPath: '/checkout',
  removals: true,
});
type Site = ReturnType<typeof storefront>;

/** The floor app at `base`, given the titles and prices of the rows the storefront's seeding saves. */
export const floorApp = (base: string): Site => ({
  base,
  seed: async (page: Page) => {
    const products = SAMPLE_PRODUCTS as ReadonlyArray<{ title: string; price: number }>;
    const rows: FloorRow[] = Array.from({ length: ROWS }, (_, index) => {
      const product = products[index % products.length]!;
      return { title: product.title, price: formatMoney(toCents(product.price)) };
    });
    const value = JSON.stringify(rows);
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: FLOOR_BASKET_KEY, value });
  },
  ready: (page) => page.locator('body[data-hydrated]').waitFor({ state: 'attached' }),
  basketPath: '/basket',
  removals: false,
});

export async function benchBasketPage(site: Site) {
  await using browser = await chromium.launch(launchOptions);
  const result = { renderMs: [] as number[], removeMs: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    // A context of its own: seeding the basket opens a second tab in it.
    await using context = await browser.newContext({ viewport: SCREENS.desktop });
    const page = await context.newPage();
    await page.goto(site.base);
    await site.seed(page);
    await page.reload();
    await site.ready(page);
    const call = `(${IN_PAGE})(${ROWS}, ${JSON.stringify(site.basketPath)}, ${site.removals})`;
    const timing = (await page.evaluate(call)) as { renderMs: number; removeMs: number[] };
    result.renderMs.push(timing.renderMs);
    result.removeMs.push(...timing.removeMs);
  }
  return result;
}
