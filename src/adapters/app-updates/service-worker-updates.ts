import type { Workbox } from 'workbox-window';
import type { AppUpdates, Unsubscribe } from '@/application/ports';

/** What the adapter uses of the window. */
type Browser = Pick<Window, 'navigator' | 'document' | 'addEventListener' | 'location' | 'setTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback'>>;

/**
 * The storefront's service worker (build/offline-app.ts), registered through Workbox's window library once the
 * page has loaded and the browser is next idle; the library is fetched then too, so the page's first scripts do
 * not grow by it, and the worker's first download of every page and picture never competes with what the
 * shopper is waiting for (a basket page draws its rows after `load`). A worker of
 * a newer deploy waits: the shopper is offered it (ui/update-offer.tsx) and takes it when they choose, never in
 * the middle of a sign-in or a basket change.
 */
/** How long a busy page may keep the worker waiting after `load`. */
const IDLE_WAIT_MS = 5000;

export class ServiceWorkerUpdates implements AppUpdates {
  private waiting = false;
  private readonly listeners = new Set<() => void>();
  private workbox: Promise<Workbox> | undefined;

  constructor(private readonly browser: Browser) {
    if (!('serviceWorker' in browser.navigator)) return;
    const register = () => {
      this.workbox = import('workbox-window').then(({ Workbox }) => {
        const workbox = new Workbox('/sw.js');
        workbox.addEventListener('waiting', () => {
          this.waiting = true;
          for (const listener of this.listeners) listener();
        });
        // A browser that refuses it still has the storefront online, as before.
        workbox.register().catch(() => {});
        return workbox;
      });
    };
    // WebKit has no idle callback: a second after `load` stands for it.
    const whenIdle = () =>
      browser.requestIdleCallback
        ? browser.requestIdleCallback(register, { timeout: IDLE_WAIT_MS })
        : browser.setTimeout(register, 1000);
    if (browser.document.readyState === 'complete') whenIdle();
    else browser.addEventListener('load', whenIdle, { once: true });
  }

  ready(): boolean {
    return this.waiting;
  }

  subscribe(listener: () => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  apply(): void {
    void this.workbox?.then((workbox) => {
      workbox.addEventListener('controlling', () => this.browser.location.reload());
      workbox.messageSkipWaiting();
    });
  }
}
