import './ui/styles.css';
import { APP_FAILED, APP_INTERACTIVE } from './ui/early-input/app-signals';

// The page is prerendered: it paints from HTML alone, and only then is the app fetched and hydrated,
// so the first paint never waits for (or competes with) the JavaScript. A hidden tab paints nothing
// (requestAnimationFrame waits for it to show), so it starts at once.
function start() {
  // A shopper who leaves (or reloads) the page while the app downloads stops that download, and Firefox and
  // WebKit then fail the import in the page being left: no failure of the storefront, so nothing to report.
  // Listened to only while loading, so the page stays eligible for the back-forward cache once loaded.
  let leaving = false;
  const onLeave = () => (leaving = true);
  addEventListener('beforeunload', onLeave);
  import('./start')
    .then(async ({ interactive }) => {
      await interactive;
      // The page's inline script (src/inline-capture.ts) replays the taps and typing it held since before the
      // first paint; under `npm start`, which prerenders nothing, no script hears this.
      document.dispatchEvent(new Event(APP_INTERACTIVE));
    })
    .catch((error: unknown) => {
      if (leaving) return;
      document.dispatchEvent(new Event(APP_FAILED));
      console.error('The storefront could not load.', error);
      const notice = document.createElement('p');
      notice.role = 'alert';
      notice.className = 'startup-failure';
      notice.textContent = 'The storefront could not load. Check your connection and reload the page.';
      document.body.prepend(notice);
    })
    .finally(() => removeEventListener('beforeunload', onLeave));
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
