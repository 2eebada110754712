// In Chromium: render the basket page with 1,000 rows, then remove one row, timing each to the next
// painted frame. Also checks that removing a row keeps the other rows' DOM nodes (no remount).
import { chromium } from 'playwright-core';
import { launchOptions } from '../../features/support/browser';
import { SAMPLE_PRODUCTS } from '../../src/adapters/catalog/static-product-catalog';

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
  const secondRow = document.querySelectorAll('main li')[1];
  started = performance.now();
  document.querySelector('main li button').click();
  const removeMs = await nextFrameWhen(() => rowCount() === rows - 1, started);
  return { renderMs, removeMs, kept: document.querySelectorAll('main li')[0] === secondRow };
}`;

export interface BasketPageResult {
  renderMs: number[];
  removeMs: number[];
  otherRowsKept: boolean;
}

export async function benchBasketPage(baseUrl: string): Promise<BasketPageResult> {
  const browser = await chromium.launch(launchOptions);
  const result: BasketPageResult = { renderMs: [], removeMs: [], otherRowsKept: true };
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(baseUrl);
      const items = Array.from({ length: ROWS }, (_, index) => SAMPLE_PRODUCTS[index % SAMPLE_PRODUCTS.length]);
      await page.evaluate((json) => localStorage.setItem('storefront.basket.guest', json), JSON.stringify(items));
      await page.reload();
      await page.getByRole('link', { name: `${ROWS} items in basket` }).waitFor();
      const timing = (await page.evaluate(`(${IN_PAGE})(${ROWS})`)) as {
        renderMs: number;
        removeMs: number;
        kept: boolean;
      };
      result.renderMs.push(timing.renderMs);
      result.removeMs.push(timing.removeMs);
      result.otherRowsKept &&= timing.kept;
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}
