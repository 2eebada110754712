import './ui/styles.css';
import { holdEarlyInput } from './ui/early-input';

// Taps and typing from now until the app has hydrated are held, then replayed once (src/ui/early-input.ts).
const earlyInput = holdEarlyInput(document);

// The page is prerendered: it paints from HTML alone, and only then is the app fetched and hydrated,
// so the first paint never waits for (or competes with) the JavaScript. A hidden tab paints nothing
// (requestAnimationFrame waits for it to show), so it starts at once.
function start() {
  import('./start')
    .then(async ({ interactive }) => {
      await interactive;
      earlyInput.replay();
    })
    .catch((error: unknown) => {
      earlyInput.stop();
      console.error('The storefront could not load.', error);
      const notice = document.createElement('p');
      notice.role = 'alert';
      notice.className = 'startup-failure';
      notice.textContent = 'The storefront could not load. Check your connection and reload the page.';
      document.body.prepend(notice);
    });
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
