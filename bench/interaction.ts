// In Chromium with the CPU slowed 4× on a phone's screen: from a click's input event to the next paint of the
// header's new count, for "Add to Basket" on the home page and "Remove from Basket" on a 100-row basket page.
import { chromium, type Browser, type Page } from 'playwright-core';
import { launchOptions, SCREENS, untilInteractive } from '../qa/harness/browser';
import { seedGuestBasket } from '../qa/harness/saved-basket';

const CPU_SLOWDOWN = 4;
const PAGE_LOADS = 3;
const CLICKS_PER_LOAD = 5;
const BASKET_ROWS = 100;

// Runs in the page before the click: settles with the time from the click's timeStamp (when the browser received
// it) to the frame painted once the count reads `count`: a task posted from its animation callback runs after the
// paint. Text: the TypeScript loader would wrap its functions in helpers the page lacks.
const UNTIL_COUNT_PAINTED = `(count) => new Promise((resolve) => {
  let clicked;
  addEventListener('click', (event) => { clicked = event.timeStamp; }, { capture: true, once: true });
  const link = document.querySelector('a[href="/checkout"]');
  const shown = () => link.querySelector('.header__basket-count').textContent === String(count);
  const observer = new MutationObserver(() => {
    if (clicked === undefined || !shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - clicked);
      channel.port2.postMessage(null);
    });
  });
  observer.observe(link, { subtree: true, childList: true, characterData: true });
})`;

async function clickUntilCount(page: Page, button: ReturnType<Page['getByRole']>, count: number): Promise<number> {
  const painted = page.evaluate(`(${UNTIL_COUNT_PAINTED})(${count})`) as Promise<number>;
  await button.click();
  const elapsed = await painted;
  // Let the page go quiet (storage writes, announcements) before the next click.
  await page.waitForTimeout(300);
  return elapsed;
}

async function slowPhonePage(browser: Browser, url: string) {
  // A context of its own: seeding the basket opens a second tab in it.
  const page = await (await browser.newContext({ viewport: SCREENS.phone })).newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  return page;
}

export async function benchInteraction(baseUrl: string) {
  await using browser = await chromium.launch(launchOptions);
  const result = { addToBasketMs: [] as number[], removeFromBasketMs: [] as number[] };
  for (let load = 0; load < PAGE_LOADS; load++) {
    const home = await slowPhonePage(browser, baseUrl);
    await untilInteractive(home);
    const add = home.getByRole('button', { name: 'Add to Basket' }).first();
    for (let click = 1; click <= CLICKS_PER_LOAD; click++)
      result.addToBasketMs.push(await clickUntilCount(home, add, click));
    await home.context().close();

    const checkout = await slowPhonePage(browser, baseUrl);
    await seedGuestBasket(checkout, BASKET_ROWS);
    await checkout.goto(`${baseUrl}/checkout`);
    await untilInteractive(checkout);
    const rows = checkout.locator('main li');
    await rows.nth(BASKET_ROWS - 1).waitFor();
    const remove = checkout.getByRole('button', { name: 'Remove from Basket' }).first();
    for (let click = 1; click <= CLICKS_PER_LOAD; click++)
      result.removeFromBasketMs.push(await clickUntilCount(checkout, remove, BASKET_ROWS - click));
    await checkout.context().close();
  }
  return result;
}
