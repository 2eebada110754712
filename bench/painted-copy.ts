// The floor a page's own content sets: the page as the app draws it, saved as HTML with its styles and pictures and
// no script. No page can show that content sooner, whatever its app does (bench/floor.ts is what the runtime costs).
import { cp, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { launchOptions, untilInteractive } from '../qa/harness/browser';
import { seedGuestBasket } from '../qa/harness/saved-basket';

export interface PaintedPage {
  path: string;
  /** Items in the returning shopper's saved basket when the page is drawn. */
  basket: number;
  /** The copy's own path: `/` or a name of its own, one per page and basket. */
  copy: string;
}

/** Lighthouse's phone, on which the bench's repeat views are measured: the pictures near its screen are drawn. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The storefront's page is interactive and, with a saved basket, shows its last row. */
async function storefrontDrawn(tab: Page, page: PaintedPage): Promise<void> {
  await untilInteractive(tab);
  const lastRow = tab.locator('main li').nth(page.basket - 1);
  if (page.basket > 0) await lastRow.waitFor({ state: 'attached' });
}

// The document as it stands, without its scripts, module preloads and script policy. Text: the TypeScript loader
// would wrap its functions in helpers the page lacks.
const AS_PAINTED = `(() => {
  const page = document.documentElement.cloneNode(true);
  page.querySelectorAll('script, link[rel="modulepreload"], meta[http-equiv="Content-Security-Policy"]')
    .forEach((element) => element.remove());
  return '<!doctype html>\\n' + page.outerHTML;
})()`;

/** Into `folder`, a painted copy of each of `pages` of the site at `base` (built in `built`), once `drawn` resolves. */
export async function paintCopies(
  base: string,
  built: string,
  pages: PaintedPage[],
  folder: string,
  drawn: (tab: Page, page: PaintedPage) => Promise<void> = storefrontDrawn,
): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  await cp(built, folder, { recursive: true, filter: (source) => !/\.(js|map|html)$/.test(source) });
  await using browser = await chromium.launch(launchOptions);
  for (const page of pages) {
    await using context = await browser.newContext(PHONE);
    const tab = await context.newPage();
    await tab.goto(base);
    if (page.basket > 0) await seedGuestBasket(tab, page.basket);
    await tab.goto(base + page.path);
    await drawn(tab, page);
    await tab.waitForLoadState('networkidle');
    const html = (await tab.evaluate(AS_PAINTED)) as string;
    await writeFile(join(folder, page.copy === '/' ? 'index.html' : `${page.copy.slice(1)}.html`), html);
  }
  const left = (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('.js'));
  if (left.length > 0) throw new Error(`The painted copies kept scripts: ${left.join(', ')}`);
}
