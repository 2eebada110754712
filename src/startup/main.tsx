// The page's entry (see README.md here): after the first paint, imports the app and tells the inline script how it went.
import '@/ui/styles.css';
import { APP_FAILED, APP_INTERACTIVE } from './app-signals';
import { leaveGrace, showStartupFailure } from './startup-failure';

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
  const leave = leaveGrace(window);
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
    .catch((error: unknown) => leave.fail(() => fail(error)))
    .finally(leave.stop);
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
