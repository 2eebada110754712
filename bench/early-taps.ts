// On a slow phone the home page shows "Add to Basket" well before the app has hydrated: taps in between must take
// effect exactly once. Loads `/` cold several times, taps from the first paint, then counts from the header the taps
// lost or doubled (features/early-taps.feature checks the behaviour).
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser } from 'playwright-core';
import { launchOptions, SCREENS, untilInteractive } from '../qa/harness/browser';

/** Slow 4G: 150 ms latency, 1.6 Mbit/s. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 1_600_000 / 8 };
const CPU_SLOWDOWN = 4;
const PAGE_LOADS = 5;
/** When each tap lands, after the first paint. */
const TAP_DELAYS_MS = [0, 300, 600];
/** How long the header may take to show every replayed tap, and then to show a doubled one. */
const SETTLE_MS = { count: 3_000, quiet: 500 };

// Notes from the page's first byte when each tap arrives and when the app is interactive. Text: the TypeScript
// loader would wrap its functions in helpers the page lacks.
const NOTE_INTERACTIVE = `
  window.__taps = [];
  addEventListener('click', (event) => window.__taps.push(event.timeStamp), { capture: true });
  new MutationObserver((_, observer) => {
    if (!document.getElementById('root')?.hasAttribute('data-interactive')) return;
    window.__interactiveAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });`;
const HEADER_COUNT = `Number(document.querySelector('a[href="/checkout"] .header__basket-count')?.textContent ?? NaN)`;

/**
 * Where the first "Add to Basket" is on a phone's screen, as at the first paint, read on a normal load: under the
 * slowed CPU Playwright's checks before tapping a locator landed its taps just before hydration; a point's is at once.
 */
async function addToBasketPoint(browser: Browser, baseUrl: string): Promise<{ x: number; y: number }> {
  await using page = await browser.newPage({ viewport: SCREENS.phone });
  await page.goto(baseUrl);
  await untilInteractive(page);
  const box = (await page.getByRole('button', { name: 'Add to Basket' }).first().boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** One cold load of `/` on a slow phone, tapped as it paints: the count the header shows, and the taps before. */
async function tappedLoad(browser: Browser, baseUrl: string, point: { x: number; y: number }) {
  // A context of its own: an empty cache, so the app comes over the slow network as on a first visit.
  await using context = await browser.newContext({ viewport: SCREENS.phone, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(NOTE_INTERACTIVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The browser's own first-paint signal: it needs no script on the page's busy main thread.
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  let loader: string | undefined;
  const painted = new Promise<void>((resolve) =>
    cdp.on('Page.lifecycleEvent', ({ name, loaderId }) => {
      if (name === 'init') loader = loaderId;
      else if (name === 'firstPaint' && loaderId === loader) resolve();
    }),
  );
  await page.goto(baseUrl, { waitUntil: 'commit' });
  await painted;
  await Promise.all(TAP_DELAYS_MS.map((delay) => sleep(delay).then(() => page.touchscreen.tap(point.x, point.y))));
  await untilInteractive(page);
  const early = (await page.evaluate('window.__taps.filter((at) => at < window.__interactiveAt).length')) as number;
  await page
    .waitForFunction(`${HEADER_COUNT} >= ${TAP_DELAYS_MS.length}`, undefined, { timeout: SETTLE_MS.count })
    .catch(() => undefined); // fewer: some were lost
  await sleep(SETTLE_MS.quiet); // more, if any arrives late: some were doubled
  return { count: (await page.evaluate(HEADER_COUNT)) as number, early };
}

export async function benchEarlyTaps(baseUrl: string) {
  await using browser = await chromium.launch(launchOptions);
  const result = { taps: 0, tapsBeforeInteractive: 0, tapsLost: 0, tapsDoubled: 0 };
  const point = await addToBasketPoint(browser, baseUrl);
  for (let load = 0; load < PAGE_LOADS; load++) {
    const { count, early } = await tappedLoad(browser, baseUrl, point);
    const taps = TAP_DELAYS_MS.length;
    result.taps += taps;
    result.tapsBeforeInteractive += early;
    result.tapsLost += Math.max(0, taps - count);
    result.tapsDoubled += Math.max(0, count - taps);
  }
  return result;
}
