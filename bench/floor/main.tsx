// The floor app's entry, started exactly as the storefront's src/startup/main.tsx starts: the prerendered page
// paints from HTML alone, then the app is fetched and hydrated.
function start() {
  void import('./start');
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
