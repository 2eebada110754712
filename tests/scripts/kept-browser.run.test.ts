// @vitest-environment node
// WebKit's MiniBrowser, slow to start, is kept from a scenario that passed for the worker's next one, which opens
// the storefront at a new origin: run for real, on a page that keeps a note in each kind of the browser's storage.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { endKeptBrowsers, WebDriverDriver } from '../../features/driver/webdriver-driver';
import { startDisplay } from '../../harness/xvfb.mjs';

const PAGE = '<!doctype html><title>A page</title><div id="root" data-interactive></div>';
const SCREEN = { width: 800, height: 600 };
const KEEP_A_NOTE = `(localStorage.setItem('note', 'kept'), sessionStorage.setItem('note', 'kept'),
  document.cookie = 'note=kept', indexedDB.open('notes').onsuccess = () => {}, true)`;
const NOTES = `[localStorage.getItem('note'), sessionStorage.getItem('note'), document.cookie]`;

let site: Server;
let screen: Awaited<ReturnType<typeof startDisplay>>;
beforeAll(async () => {
  site = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
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
  const driver = await WebDriverDriver.start(
    `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
    { engine: 'webkit', display: screen.display },
    SCREEN,
    () => {},
    { waitForLoads: true, shared },
  );
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
  expect(await second.evaluate(NOTES)).toEqual([null, null, '']);
  expect(await second.evaluate(`indexedDB.databases().then((all) => all.map(({ name }) => name))`)).toEqual([]);
  await second.close({ reusable: false });

  const third = await scenarioBrowser();
  expect(third.handle).not.toBe(first.handle);
  await third.close({ reusable: false });
}, 120_000);
