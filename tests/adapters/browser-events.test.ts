// The adapters that listen to the browser itself, each against a fake of the part of the window it uses:
// the connection (BrowserConnectivity) and the service worker (ServiceWorkerUpdates, through Workbox).
import { afterEach, expect, test, vi } from 'vitest';
import { ServiceWorkerUpdates } from '@/adapters/app-updates/service-worker-updates';
import { BrowserConnectivity } from '@/adapters/connectivity/browser-connectivity';
import { RecordingLogger } from '../support/recorders';

afterEach(() => vi.unstubAllGlobals());

test('the connection is the browser’s word on it, and each change is heard until the listener leaves', () => {
  const window = Object.assign(new EventTarget(), { navigator: { onLine: true } });
  const connectivity = new BrowserConnectivity(window as unknown as Window);
  const heard: boolean[] = [];
  const leave = connectivity.subscribe(() => heard.push(connectivity.online()));
  window.navigator.onLine = false;
  window.dispatchEvent(new Event('offline'));
  window.navigator.onLine = true;
  window.dispatchEvent(new Event('online'));
  leave();
  window.dispatchEvent(new Event('offline'));
  expect(heard).toEqual([false, true]);
});

/** A page still loading, whose timers the test runs, with a service-worker container that answers `register`. */
function loadingPage(register: (url: string) => Promise<unknown>) {
  const html = document.implementation.createHTMLDocument();
  const page = Object.assign(new EventTarget(), {
    navigator: { serviceWorker: Object.assign(new EventTarget(), { register }) },
    document: {
      readyState: 'loading' as DocumentReadyState,
      head: html.head,
      createElement: (name: string) => html.createElement(name),
    },
    location: { reload: () => {} },
    timers: [] as { run: () => void; ms: number }[],
    setTimeout: (run: () => void, ms: number) => page.timers.push({ run, ms }),
  });
  // Workbox's window library reaches the service-worker container through the global navigator.
  vi.stubGlobal('navigator', page.navigator);
  return page;
}

/** The addresses of the web app manifests `page` links. */
const manifestsIn = (page: ReturnType<typeof loadingPage>) =>
  [...page.document.head.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute('href'));

test('the service worker is registered only when start-up asks, once, two seconds after the page has loaded', async () => {
  const register = vi.fn(async (_url: string) => Object.assign(new EventTarget(), { installing: null, waiting: null }));
  const page = loadingPage(register);
  const updates = new ServiceWorkerUpdates(page as unknown as Window, new RecordingLogger());
  page.dispatchEvent(new Event('load'));
  expect(page.timers).toEqual([]); // built, but not started: nothing is registered

  page.document.readyState = 'complete';
  updates.start();
  updates.start();
  expect(page.timers.map(({ ms }) => ms)).toEqual([2000]);
  // The manifest waits as long: fetched with the page, it and its icon would share a slow phone's connection.
  expect(manifestsIn(page)).toEqual([]);
  page.timers[0]!.run();
  expect(manifestsIn(page)).toEqual(['/manifest.webmanifest']);
  await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
  expect(register.mock.calls[0]![0]).toBe('/sw.js');
});

test('a browser without service workers gets the web app manifest all the same, two seconds after the page has loaded', () => {
  const page = loadingPage(async () => ({}));
  Reflect.deleteProperty(page.navigator, 'serviceWorker');
  new ServiceWorkerUpdates(page as unknown as Window, new RecordingLogger()).start();
  page.dispatchEvent(new Event('load'));
  expect(manifestsIn(page)).toEqual([]);
  expect(page.timers.map(({ ms }) => ms)).toEqual([2000]);
  page.timers[0]!.run();
  expect(manifestsIn(page)).toEqual(['/manifest.webmanifest']);
});

test('a registration the browser refuses is logged, and the storefront goes on without its worker', async () => {
  const page = loadingPage(async () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  const logger = new RecordingLogger();
  const updates = new ServiceWorkerUpdates(page as unknown as Window, logger);
  updates.start();
  page.dispatchEvent(new Event('load'));
  page.timers[0]!.run();
  await vi.waitFor(() => expect(logger.warnings).toEqual(['The service worker was not registered.']));
  expect(updates.ready()).toBe(false);
});
