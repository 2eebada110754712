// A browser whose scenario passed is kept for the worker's next one, with none of its storage: WebKit's MiniBrowser,
// at a new origin, and Chromium's and Firefox's context and tab, emptied. Run for real, on a page that keeps a note
// in each kind of the browser's storage.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { PlaywrightDriver, type PlaywrightScenario } from '../driver/playwright-driver';
import { endKeptBrowsers, WebDriverDriver } from '../driver/webdriver-driver';
import { launchEngine } from '../harness/browser';
import { startDisplay } from '../harness/xvfb.mjs';

const PAGE = '<!doctype html><title>A page</title><div id="root" data-interactive></div>';
const SCREEN = { width: 800, height: 600 };
const KEEP_A_NOTE = `(localStorage.setItem('note', 'kept'), sessionStorage.setItem('note', 'kept'),
  document.cookie = 'note=kept', indexedDB.open('notes').onsuccess = () => {}, caches.open('notes'), true)`;
const NOTES = `Promise.all([localStorage.getItem('note'), sessionStorage.getItem('note'), document.cookie,
  indexedDB.databases().then((all) => all.map(({ name }) => name)), caches.keys()])`;
const NONE = [null, null, '', [], []];

let site: Server;
let storefront: string;
let screen: Awaited<ReturnType<typeof startDisplay>>;
beforeAll(async () => {
  site = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  storefront = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  screen = await startDisplay(40_000);
});
afterAll(async () => {
  // A failed assertion leaves its browsers open: each ends here, whatever the test reached.
  await Promise.all(started.map((driver) => driver.close().catch(() => {})));
  await endKeptBrowsers();
  screen.stop();
  site.close();
});

const started: WebDriverDriver[] = [];
const scenarioBrowser = async ({ shared = true } = {}) => {
  const where = { engine: 'webkit', display: screen.display } as const;
  const driver = await WebDriverDriver.start(storefront, where, SCREEN, () => {}, { waitForLoads: true, shared });
  started.push(driver);
  return driver;
};

test('a scenario that passed leaves its browser to the next that shares one, which sees none of its storage; one that failed, not', async () => {
  const first = await scenarioBrowser();
  await first.open('/');
  expect(await first.evaluate(KEEP_A_NOTE)).toBe(true);
  const firstOrigin = await first.evaluate<string>('location.origin');
  await first.close({ reusable: true });

  // A scenario that is not to share a browser (the service worker's) neither takes the kept one nor leaves its own.
  const own = await scenarioBrowser({ shared: false });
  expect(own.handle).not.toBe(first.handle);
  await own.close({ reusable: true });

  const second = await scenarioBrowser();
  expect(second.handle).toBe(first.handle); // the same window of the same WebDriver session
  await second.open('/');
  expect(await second.evaluate<string>('location.origin')).not.toBe(firstOrigin);
  expect(await second.evaluate(NOTES)).toEqual(NONE);
  await second.close({ reusable: false });

  const third = await scenarioBrowser();
  expect(third.handle).not.toBe(first.handle);
  await third.close({ reusable: false });
}, 120_000);

describe.each(['chromium', 'firefox'] as const)('in %s', (engine) => {
  test('a scenario that passed leaves its tab to the next, which sees none of its storage, alerts or console; one that changed more or failed, not', async () => {
    const browser = await launchEngine(engine, 40_000);
    onTestFinished(() => browser.close());
    const scenario = async (more: Partial<PlaywrightScenario> = {}) => {
      const told: [string[], string[]] = [[], []];
      const driver = await PlaywrightDriver.start({
        ...{ browser, storefront, device: { viewport: SCREEN }, serviceWorkers: 'block', actionTimeout: 10_000 },
        ...{ initScript: '', shown: told[0], heard: (_, text) => told[1].push(text), ...more },
      });
      return { driver, told };
    };
    const { driver: first, told: toFirst } = await scenario();
    await first.open('/');
    expect(await first.evaluate(KEEP_A_NOTE)).toBe(true);
    await first.openSecondTab('/');
    await first.close({ reusable: true });

    // A scenario with a service worker neither takes the kept tab nor leaves its own.
    const { driver: own } = await scenario({ serviceWorkers: 'allow' });
    expect(own.page).not.toBe(first.page);
    await own.close({ reusable: true });

    // One that resized the page takes the kept tab and leaves it, at the device's screen again.
    const { driver: resized } = await scenario();
    expect(resized.page).toBe(first.page);
    await resized.resize({ width: 390, height: 844 });
    await resized.close({ reusable: true });

    const { driver: second, told: toSecond } = await scenario();
    expect(second.page).toBe(first.page);
    expect(second.page.viewportSize()).toEqual(SCREEN);
    expect(second.page.context().pages()).toEqual([second.page]); // the last scenario's second tab closed
    await second.open('/');
    expect(await second.evaluate(NOTES)).toEqual(NONE);
    await second.evaluate(`alert('Only for the second'), console.error('Heard by the second')`);
    expect(toFirst).toEqual([[], []]);
    expect(toSecond).toEqual([['Only for the second'], ['Heard by the second']]);
    await second.setOffline(false); // the network: what emptying the storage does not undo
    await second.close({ reusable: true });

    const { driver: third } = await scenario();
    expect(third.page).not.toBe(first.page);
    await third.close({ reusable: false }); // failed

    const { driver: fourth } = await scenario();
    expect(fourth.page).not.toBe(third.page);
    await fourth.close({ reusable: false });
  }, 120_000);
});
