import './ui/styles.css';

// The page is prerendered: it paints from HTML alone, and only then is the app fetched and hydrated,
// so the first paint never waits for (or competes with) the JavaScript. A hidden tab paints nothing
// (requestAnimationFrame waits for it to show), so it starts at once.
function start() {
  import('./start')
    .then(async ({ interactive }) => {
      await interactive;
      // Taps and typing held since before the first paint by the page's inline script (src/inline-capture.ts);
      // none under `npm start`, which prerenders nothing.
      document.earlyInput?.replay();
    })
    .catch((error: unknown) => {
      document.earlyInput?.drop();
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
