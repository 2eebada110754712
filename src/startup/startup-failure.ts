// A page that cannot start says so at once. Part of each prerendered page's inline script (inline-capture.ts), which
// runs before any of the app's scripts is asked for, so it hears their failure even when the entry itself never
// arrives; and, under `npm start`, which prerenders nothing, shown by the entry itself (main.tsx).
import { APP_FAILED, APP_INTERACTIVE } from './app-signals';

/** The spec's chunk-load time-out (SPEC §9): an app not started by then will not start. */
export const START_TIMEOUT_MS = 120_000;

/** How long a page that was being left may still be shown before a script's failure to load counts (main.tsx too). */
export const STILL_SHOWN_MS = 5000;

/**
 * Says on the page that the storefront could not load, with a button that tries again (a reload). `detail`, under
 * `npm start`, says what failed: there the connection is seldom the cause.
 */
export function showStartupFailure(document: Document, detail?: string): void {
  const notice = document.createElement('div');
  notice.className = 'startup-failure';
  const text = notice.appendChild(document.createElement('p'));
  text.role = 'alert';
  text.textContent = detail
    ? `The storefront could not load: ${detail}`
    : 'The storefront could not load. Check your connection and try again.';
  const again = notice.appendChild(document.createElement('button'));
  again.type = 'button';
  again.textContent = 'Try again';
  again.addEventListener('click', () => document.location.reload());
  document.body.prepend(notice);
  document.addEventListener(APP_INTERACTIVE, () => notice.remove(), { once: true });
}

/**
 * Fails the start (APP_FAILED, which lets go of the taps held meanwhile: early-input.ts) when one of the app's
 * scripts cannot be loaded, the entry or one it imports, or when the app has not started within START_TIMEOUT_MS;
 * and says so on the page, once, whoever failed it (main.tsx fails it too, when an import fails).
 */
export function watchStartup(document: Document): void {
  const window = document.defaultView!;
  // Every listener and timer of the watch ends once the start has gone either way.
  const watching = new AbortController();
  const { signal } = watching;
  const fail = () => signal.aborted || document.dispatchEvent(new Event(APP_FAILED));
  const leave = leaveGrace(window);
  // A script that cannot load fires `error` on its element, which does not bubble: heard on the way down.
  document.addEventListener(
    'error',
    ({ target }) => (target as Element).matches?.('script[src],link[rel=modulepreload]') && leave.fail(fail),
    { capture: true, signal },
  );
  const timer = window.setTimeout(fail, START_TIMEOUT_MS);
  signal.addEventListener('abort', () => {
    leave.stop();
    window.clearTimeout(timer);
  });
  document.addEventListener(APP_INTERACTIVE, () => watching.abort(), { signal });
  document.addEventListener(
    APP_FAILED,
    () => {
      watching.abort();
      showStartupFailure(document);
    },
    { signal },
  );
}

/**
 * Reports a failure to load at once, or, while the page is being left, only if it is still shown STILL_SHOWN_MS
 * later (a download link, a leave called off): a shopper who leaves (or reloads) the page while a script downloads
 * stops that download, and Firefox and WebKit then fail it in the page being left, which is no failure of the
 * storefront. Listens only until `stop`, so a page that has started stays eligible for the back-forward cache.
 */
export function leaveGrace(window: Window): { fail(report: () => void): void; stop(): void } {
  let leaving = false;
  const onLeave = () => (leaving = true);
  window.addEventListener('beforeunload', onLeave);
  return {
    fail: (report) => (leaving ? window.setTimeout(report, STILL_SHOWN_MS) : report()),
    stop: () => window.removeEventListener('beforeunload', onLeave),
  };
}
