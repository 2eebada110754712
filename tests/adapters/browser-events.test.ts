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
    document: Object.assign(new EventTarget(), {
      readyState: 'loading' as DocumentReadyState,
      visibilityState: 'visible' as DocumentVisibilityState,
      head: html.head,
      createElement: (name: string) => html.createElement(name),
    }),
    location: { reload: () => {} },
    timers: [] as { run: () => void; ms: number }[],
    setTimeout: (run: () => void, ms: number) => page.timers.push({ run, ms }),
    intervals: [] as { run: () => void; ms: number }[],
    setInterval: (run: () => void, ms: number) => page.intervals.push({ run, ms }),
  });
  // Workbox's window library reaches the service-worker container through the global navigator.
  vi.stubGlobal('navigator', page.navigator);
  return page;
}

/** A registration with no worker waiting, whose update checks `update` answers. */
const registration = (update: () => Promise<unknown> = async () => {}) =>
  Object.assign(new EventTarget(), { installing: null, waiting: null, update: vi.fn(update) });

/** The addresses of the web app manifests `page` links. */
const manifestsIn = (page: ReturnType<typeof loadingPage>) =>
  [...page.document.head.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute('href'));

test('the service worker is registered only when start-up asks, once, a while after the page has loaded', async () => {
  const register = vi.fn(async (_url: string) => registration());
  const page = loadingPage(register);
  const updates = new ServiceWorkerUpdates(page as unknown as Window, new RecordingLogger());
  page.dispatchEvent(new Event('load'));
  expect(page.timers).toEqual([]); // built, but not started: nothing is registered

  page.document.readyState = 'complete';
  updates.start();
  updates.start();
  expect(page.timers).toHaveLength(1);
  expect(page.timers[0]!.ms).toBeGreaterThan(0);
  // The manifest waits as long: fetched with the page, it and its icon would share a slow phone's connection.
  expect(manifestsIn(page)).toEqual([]);
  page.timers[0]!.run();
  expect(manifestsIn(page)).toEqual(['/manifest.webmanifest']);
  await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
  expect(register.mock.calls[0]![0]).toBe('/sw.js');
});

test('a browser without service workers gets the web app manifest all the same, a while after the page has loaded', () => {
  const page = loadingPage(async () => ({}));
  Reflect.deleteProperty(page.navigator, 'serviceWorker');
  new ServiceWorkerUpdates(page as unknown as Window, new RecordingLogger()).start();
  page.dispatchEvent(new Event('load'));
  expect(manifestsIn(page)).toEqual([]);
  expect(page.timers).toHaveLength(1);
  expect(page.timers[0]!.ms).toBeGreaterThan(0);
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

/** A page whose worker is registered, as `start` leaves it once the page has loaded and settled. */
async function registered(update: () => Promise<unknown>) {
  const worker = registration(update);
  const page = loadingPage(async () => worker);
  const logger = new RecordingLogger();
  new ServiceWorkerUpdates(page as unknown as Window, logger).start();
  page.dispatchEvent(new Event('load'));
  page.timers[0]!.run();
  await vi.waitFor(() => expect(page.intervals).toHaveLength(1));
  const cameBack = (state: DocumentVisibilityState) => {
    page.document.visibilityState = state;
    page.document.dispatchEvent(new Event('visibilitychange'));
  };
  return { page, logger, update: worker.update, cameBack };
}

test('an open tab asks for a new deploy each time the shopper comes back to it, and at least hourly', async () => {
  const { page, update, cameBack } = await registered(async () => {});
  cameBack('visible');
  await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  cameBack('hidden');
  await new Promise((resolve) => setTimeout(resolve, 0)); // what a check would have waited for has run
  expect(update).toHaveBeenCalledTimes(1); // the shopper left it: no check
  expect(page.intervals[0]!.ms).toBeLessThanOrEqual(60 * 60_000);
  page.intervals[0]!.run();
  await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(2));
});

test('a check for a new deploy that finds no network changes nothing, and the next check asks again', async () => {
  const offline = () => Promise.reject(new TypeError('Failed to update a ServiceWorker: network error'));
  const { page, logger, update, cameBack } = await registered(offline);
  cameBack('visible');
  page.intervals[0]!.run();
  await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(2));
  expect(logger.warnings).toEqual([]);
});
