// Lighthouse CI's puppeteerScript, run before each Lighthouse run. Lighthouse keeps the storage, which holds the
// shopper's basket, so this clears the HTTP cache, service worker and caches itself; for a repeat view it makes the
// first visit and, with a worker, waits until it is ready: the storefront registers it a while after the load.
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
