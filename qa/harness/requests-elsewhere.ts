// Reports are read from the disk, on a train as in the office: one that asks another origin for anything (analytics,
// fonts, a viewer) tells that origin who reads it, and with no network never finishes loading.
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { launchOptions } from './browser';

/** Each request of `files` (HTML on the disk) to another origin, refused, as each loads and as `actOn` uses it. */
export async function requestsElsewhere(
  files: readonly string[],
  actOn: (page: Page) => Promise<void> = async () => {},
): Promise<string[]> {
  await using browser = await chromium.launch(launchOptions);
  const elsewhere: string[] = [];
  const context = await browser.newContext({ acceptDownloads: false });
  // Every page a report opens, a window it opens for a viewer too.
  await context.route(/^(?!file:)/, (route) => {
    elsewhere.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  // A viewer may open as a blank window that goes elsewhere a while later (Allure's trace viewer did, after 750 ms).
  const opened: Page[] = [];
  context.on('page', (page) => opened.push(page));
  for (const file of files) {
    const page = await context.newPage();
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    await actOn(page);
    await page.waitForLoadState('networkidle');
    for (const window of opened.filter((each) => each !== page && each.url() === 'about:blank')) {
      await window.waitForURL((url) => url.href !== 'about:blank', { timeout: 10_000 }).catch(() => {});
    }
    for (const each of opened.splice(0)) await each.close();
  }
  return elsewhere;
}
