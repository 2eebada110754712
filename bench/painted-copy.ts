// The floor a page's own content sets: the page as the shopper sees it once the app has drawn it, saved as HTML with
// its styles and pictures and no script. No page can show that content sooner, whatever its app does; the floor app
// (bench/floor.ts) is the other limit, what the runtime alone costs. The bench measures both beside each page.
import { cp, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { launchOptions, untilInteractive } from '../qa/harness/browser';
import { seedGuestBasket } from '../qa/harness/saved-basket';

export interface PaintedPage {
  /** The storefront's path, e.g. `/checkout`. */
  path: string;
  /** Items in the returning shopper's saved basket when the page is drawn. */
  basket: number;
  /** The copy's own path: `/` or a name of its own, one per page and basket. */
  copy: string;
}

/** Lighthouse's phone, on which the bench's repeat views are measured: the pictures near its screen are drawn. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** The storefront's page is interactive and, with a saved basket, shows its last row. */
async function storefrontDrawn(tab: Page, page: PaintedPage): Promise<void> {
  await untilInteractive(tab);
  if (page.basket > 0)
    await tab
      .locator('main li')
      .nth(page.basket - 1)
      .waitFor({ state: 'attached' });
}

/**
 * Runs in the page once the app has drawn it: the document as it stands, without its scripts (and the module
 * preloads and the script policy that serve them). Text, so the TypeScript loader adds no helpers the page lacks.
 */
const AS_PAINTED = `(() => {
  const page = document.documentElement.cloneNode(true);
  page.querySelectorAll('script, link[rel="modulepreload"], meta[http-equiv="Content-Security-Policy"]')
    .forEach((element) => element.remove());
  return '<!doctype html>\\n' + page.outerHTML;
})()`;

/**
 * Writes into `folder` a painted copy of each of `pages` of the site served at `base` from the build in `built`: the
 * build's styles, pictures and other files beside one HTML file per page (`/` is index.html, any other copy path its
 * name with .html), and none of its scripts. A page is copied once `drawn` resolves: by default, once the storefront
 * says it is interactive and, with a basket, has drawn its last row.
 */
export async function paintCopies(
  base: string,
  built: string,
  pages: PaintedPage[],
  folder: string,
  drawn: (tab: Page, page: PaintedPage) => Promise<void> = storefrontDrawn,
): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  await cp(built, folder, { recursive: true, filter: (source) => !/\.(js|map|html)$/.test(source) });
  const browser = await chromium.launch(launchOptions);
  try {
    for (const page of pages) {
      const context = await browser.newContext(PHONE);
      try {
        const tab = await context.newPage();
        await tab.goto(base);
        if (page.basket > 0) await seedGuestBasket(tab, page.basket);
        await tab.goto(base + page.path);
        await drawn(tab, page);
        await tab.waitForLoadState('networkidle');
        const html = (await tab.evaluate(AS_PAINTED)) as string;
        await writeFile(join(folder, page.copy === '/' ? 'index.html' : `${page.copy.slice(1)}.html`), html);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const left = (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('.js'));
  if (left.length > 0) throw new Error(`The painted copies kept scripts: ${left.join(', ')}`);
}
