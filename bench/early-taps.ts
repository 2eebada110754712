// On a slow phone (slow 4G: 150 ms latency, 1.6 Mbit/s; CPU slowed 4×) the home page shows "Add to Basket"
// well before the app has hydrated: taps in between must take effect exactly once. Loads
// `/` cold several times, taps at the first paint and shortly after, then counts, from the header once the
// app is interactive, the taps lost or doubled. Timings live here, never in pass/fail tests
// (features/early-taps.feature checks the behaviour).
import { chromium, type Browser } from 'playwright-core';
import { launchOptions, SCREENS, untilInteractive } from '../qa/harness/browser';

const SLOW_4G = { latencyMs: 150, bytesPerSecond: 1_600_000 / 8 };
const CPU_SLOWDOWN = 4;
const PAGE_LOADS = 5;
/** When each tap lands, after the first paint: the first at once. */
const TAP_DELAYS_MS = [0, 300, 600];
/** How long the header may take to show every replayed tap, and then to show a doubled one. */
const SETTLE_MS = { count: 3_000, quiet: 500 };

export interface EarlyTapsResult {
  taps: number;
  /** Of `taps`, those the page received before the app was interactive: what this bench is about. */
  tapsBeforeInteractive: number;
  tapsLost: number;
  tapsDoubled: number;
}

/**
 * Runs in the page from its first byte: notes when each tap arrives and when the app marks #root
 * interactive. Kept as text: the TypeScript loader would otherwise wrap its functions in helpers the
 * browser lacks.
 */
const NOTE_INTERACTIVE = `
  window.__taps = [];
  addEventListener('click', (event) => window.__taps.push(event.timeStamp), { capture: true });
  new MutationObserver((_, observer) => {
    if (!document.getElementById('root')?.hasAttribute('data-interactive')) return;
    window.__interactiveAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });`;
const HEADER_COUNT = `Number(document.querySelector('a[href="/checkout"] .header__basket-count')?.textContent ?? NaN)`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where the first "Add to Basket" is on a phone's screen: the prerendered layout, the same at the first paint.
 * Read on a normal load: under the slowed CPU, Playwright's own checks before a tap took 1-3 s, so its taps
 * landed just before hydration rather than at the first paint. A tap at a point is sent at once.
 */
async function addToBasketPoint(browser: Browser, baseUrl: string): Promise<{ x: number; y: number }> {
  const page = await browser.newPage({ viewport: SCREENS.phone });
  try {
    await page.goto(baseUrl);
    await untilInteractive(page);
    const box = (await page.getByRole('button', { name: 'Add to Basket' }).first().boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await page.close();
  }
}

/** One cold load of `/` on a slow phone, tapped as it paints: how many taps the header shows, and when. */
async function tappedLoad(browser: Browser, baseUrl: string, point: { x: number; y: number }) {
  // A context of its own: an empty cache, so the app comes over the slow network as on a first visit.
  const context = await browser.newContext({ viewport: SCREENS.phone, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(NOTE_INTERACTIVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: SLOW_4G.bytesPerSecond,
      uploadThroughput: SLOW_4G.bytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // The browser's own first-paint signal: no script of the page's main thread is needed to see it.
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
    const [interactiveAt, tapped] = (await page.evaluate(`[window.__interactiveAt, window.__taps]`)) as [
      number,
      number[],
    ];
    await page
      .waitForFunction(`${HEADER_COUNT} >= ${TAP_DELAYS_MS.length}`, undefined, { timeout: SETTLE_MS.count })
      .catch(() => undefined); // fewer: some were lost
    await sleep(SETTLE_MS.quiet); // more, if any arrives late: some were doubled
    return {
      count: (await page.evaluate(HEADER_COUNT)) as number,
      early: tapped.filter((at) => at < interactiveAt).length,
    };
  } finally {
    await context.close();
  }
}

export async function benchEarlyTaps(baseUrl: string): Promise<EarlyTapsResult> {
  const browser = await chromium.launch(launchOptions);
  const result: EarlyTapsResult = { taps: 0, tapsBeforeInteractive: 0, tapsLost: 0, tapsDoubled: 0 };
  try {
    const point = await addToBasketPoint(browser, baseUrl);
    for (let load = 0; load < PAGE_LOADS; load++) {
      const { count, early } = await tappedLoad(browser, baseUrl, point);
      const taps = TAP_DELAYS_MS.length;
      result.taps += taps;
      result.tapsBeforeInteractive += early;
      result.tapsLost += Math.max(0, taps - count);
      result.tapsDoubled += Math.max(0, count - taps);
    }
  } finally {
    await browser.close();
  }
  return result;
}
