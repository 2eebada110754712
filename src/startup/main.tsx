// The page's entry (see README.md here): after the first paint, imports the app and tells the inline script how it went.
import '@/ui/styles.css';
import { APP_FAILED, APP_INTERACTIVE } from './app-signals';
import { showStartupFailure, STILL_SHOWN_MS } from './startup-failure';

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

// The page is prerendered: it paints from HTML alone, and only then is the app fetched and hydrated,
// so the first paint never waits for (or competes with) the JavaScript. A hidden tab paints nothing
// (requestAnimationFrame waits for it to show), so it starts at once.
function start() {
  // A shopper who leaves (or reloads) the page while the app downloads stops that download, and Firefox and
  // WebKit then fail the import in the page being left: no failure of the storefront, so nothing to report.
  // A page still shown a while after it was to be left (a download link, a leave called off) reports it.
  // Listened to only while loading, so the page stays eligible for the back-forward cache once loaded.
  let leaving = false;
  const onLeave = () => (leaving = true);
  addEventListener('beforeunload', onLeave);
  const fail = (error: unknown) => {
    console.error('The storefront could not load.', error);
    // The page's inline script says so (startup-failure.ts); `npm start` has none, and says what failed.
    if (import.meta.env.DEV) showStartupFailure(document, error instanceof Error ? error.message : String(error));
    else document.dispatchEvent(new Event(APP_FAILED));
  };
  importApp()
    .then(async ({ interactive }) => {
      await interactive;
      // The page's inline script (src/startup/inline-capture.ts) replays the taps and typing it held since before the
      // first paint; under `npm start`, which prerenders nothing, no script hears this.
      document.dispatchEvent(new Event(APP_INTERACTIVE));
    })
    .catch((error: unknown) => (leaving ? setTimeout(fail, STILL_SHOWN_MS, error) : fail(error)))
    .finally(() => removeEventListener('beforeunload', onLeave));
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
