// The page's entry (see README.md here): once the page is shown, imports the app and tells the inline script how it went.
import '@/ui/styles.css';
import { APP_FAILED, APP_INTERACTIVE } from './app-signals';

/** How long a page that was being left may still be shown before its failed load counts as a failure. */
const STILL_HERE_MS = 5000;

/**
 * The app, its two large parts first, React DOM and Inversify, each evaluated in a task of its own: imported as one,
 * evaluating them was one long task, and Chromium's caching of their compiled code (which it does for what the
 * service worker answers) another (docs/decisions/0030).
 */
const importApp = () =>
  Promise.all([
    import('./render'),
    // Named by what the app takes of it, so the bundle keeps no more of Inversify than the app uses.
    import('inversify').then(({ Container }) => Container),
  ]).then(() => import('./start'));

/** Imports the app and tells the page's inline script how it went. */
function start() {
  // A shopper who leaves (or reloads) the page while the app downloads stops that download, and Firefox and
  // WebKit then fail the import in the page being left: no failure of the storefront, so nothing to report.
  // A page still shown a while after it was to be left (a download link, a leave called off) reports it.
  // Listened to only while loading, so the page stays eligible for the back-forward cache once loaded.
  let leaving = false;
  const onLeave = () => (leaving = true);
  addEventListener('beforeunload', onLeave);
  const fail = (error: unknown) => {
    document.dispatchEvent(new Event(APP_FAILED));
    console.error('The storefront could not load.', error);
    const notice = document.createElement('p');
    notice.role = 'alert';
    notice.className = 'startup-failure';
    notice.textContent = 'The storefront could not load. Check your connection and reload the page.';
    document.body.prepend(notice);
  };
  importApp()
    .then(async ({ interactive }) => {
      await interactive;
      // The page's inline script (src/startup/inline-capture.ts) replays the taps and typing it held since before the
      // first paint; under `npm start`, which prerenders nothing, no script hears this.
      document.dispatchEvent(new Event(APP_INTERACTIVE));
    })
    .catch((error: unknown) => (leaving ? setTimeout(fail, STILL_HERE_MS, error) : fail(error)))
    .finally(() => removeEventListener('beforeunload', onLeave));
}

/**
 * Runs `start` once the page is shown. The page is prerendered: it paints from HTML alone, and only then is the app
 * fetched and hydrated, so the first paint never waits for (or competes with) the JavaScript. "Shown" is when the
 * browser reports the first contentful paint: a timer set in the first animation frame fires after that frame is
 * painted but before it is on screen, and the app's scripts then fetched could be downloading before the page was
 * shown (docs/decisions/0032). Where nothing reports it (a browser without paint timing, or `npm start`, which
 * prerenders nothing and so paints nothing before the app), that timer it is. A hidden tab paints nothing, so it
 * starts at once, and so does a page hidden before its first paint.
 */
function whenShown(start: () => void): void {
  if (document.visibilityState !== 'visible') return start();
  if (import.meta.env.DEV || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint')[0]) startOnce();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', startOnce);
}

whenShown(start);
