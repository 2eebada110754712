// In Chromium: render the basket page with 1,000 rows, timed to the next painted frame, then remove
// one row, timed to the end of its re-render and layout. That the other rows keep their nodes is a test's
// (tests/ui/checkout.test.tsx).
import { chromium } from 'playwright-core';
import { launchOptions } from '../harness/browser';
import { seedGuestBasket } from '../harness/saved-basket';

const ROWS = 1_000;
const RUNS = 5;

/**
 * Runs in the page. Kept as text: the TypeScript loader would otherwise wrap its functions in helpers
 * that do not exist in the browser.
 */
const IN_PAGE = `async (rows) => {
  const nextFrameWhen = (done, started) =>
    new Promise((resolve) => {
      const check = () => (done() ? requestAnimationFrame(() => resolve(performance.now() - started)) : requestAnimationFrame(check));
      check();
    });
  const rowCount = () => document.querySelectorAll('main li').length;
  let started = performance.now();
  document.querySelector('a[href="/checkout"]').click();
  const renderMs = await nextFrameWhen(() => rowCount() === rows, started);
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

export interface BasketPageResult {
  renderMs: number[];
  removeMs: number[];
}

export async function benchBasketPage(baseUrl: string): Promise<BasketPageResult> {
  const browser = await chromium.launch(launchOptions);
  const result: BasketPageResult = { renderMs: [], removeMs: [] };
  try {
    for (let run = 0; run < RUNS; run++) {
      // A context of its own: seeding the basket opens a second tab in it.
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      await page.goto(baseUrl);
      await seedGuestBasket(page, ROWS);
      await page.reload();
      await page.getByRole('link', { name: `${ROWS} items in basket` }).waitFor();
      const timing = (await page.evaluate(`(${IN_PAGE})(${ROWS})`)) as {
        renderMs: number;
        removeMs: number[];
      };
      result.renderMs.push(timing.renderMs);
      result.removeMs.push(...timing.removeMs);
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
  return result;
}
