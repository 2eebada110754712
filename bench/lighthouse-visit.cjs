// Lighthouse CI's puppeteerScript (CommonJS, as it loads it), run before each Lighthouse run of the bench.
// Lighthouse keeps the browser's storage here, since it holds the shopper's saved basket, so this script
// starts each run afresh itself: no HTTP cache, no service worker, no cached responses. For a repeat view
// (BENCH_VISIT=repeat) it then makes the first visit and, on a site with a service worker (BENCH_WORKER), waits
// until the worker is ready to answer the next one: the storefront registers it a while after the page loads.

/** `browser` is the Puppeteer browser Lighthouse CI then runs Lighthouse in; `url` the page it measures. */
module.exports = async function prepareVisit(browser, { url }) {
  const page = await browser.newPage();
  try {
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    if (process.env.BENCH_VISIT !== 'repeat') return;
    await page.goto(url, { waitUntil: 'networkidle0' });
    if (process.env.BENCH_WORKER) await page.evaluate(() => navigator.serviceWorker.ready);
  } finally {
    await page.close();
  }
};
