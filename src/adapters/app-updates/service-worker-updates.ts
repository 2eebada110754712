import type { TrustedTypePolicyFactory } from 'trusted-types/lib';
import type { Workbox } from 'workbox-window';
import type { AppUpdates, Logger, Unsubscribe } from '@/application/ports';
import { workerScriptUrl } from './worker-script-url';

/** What the adapter uses of the window; `trustedTypes` where the browser has them. */
type Browser = Pick<Window, 'navigator' | 'document' | 'addEventListener' | 'location' | 'setTimeout'> & {
  trustedTypes?: TrustedTypePolicyFactory;
};

/**
 * How long after `load` the worker is registered. A page's own work goes on after `load` (the basket page draws
 * its rows and fetches their pictures then), and the worker's first install downloads every page and picture:
 * on a slow phone the two would share the connection. The install only serves the next visit, so it waits.
 */
const AFTER_LOAD_MS = 2000;

/**
 * The storefront's service worker (build/offline-app.ts), registered through Workbox's window library when
 * start-up asks (`start`), once the page has loaded and settled (AFTER_LOAD_MS); the library is fetched then too,
 * so the page's first scripts do not grow by it. A worker of a newer deploy waits: the shopper is offered it
 * (ui/update-offer.tsx) and takes it when they choose, never in the middle of a sign-in or a basket change.
 */
export class ServiceWorkerUpdates implements AppUpdates {
  private waiting = false;
  private readonly listeners = new Set<() => void>();
  private workbox: Promise<Workbox> | undefined;
  private started = false;

  constructor(
    private readonly browser: Browser,
    private readonly logger: Logger,
  ) {}

  start(): void {
    if (this.started || !('serviceWorker' in this.browser.navigator)) return;
    this.started = true;
    const later = () => this.browser.setTimeout(() => this.register(), AFTER_LOAD_MS);
    if (this.browser.document.readyState === 'complete') later();
    else this.browser.addEventListener('load', later, { once: true });
  }

  private register(): void {
    this.workbox = import('workbox-window').then(({ Workbox }) => {
      const workbox = new Workbox(workerScriptUrl(this.browser.trustedTypes));
      workbox.addEventListener('waiting', () => {
        this.waiting = true;
        for (const listener of this.listeners) listener();
      });
      // A browser that refuses it still has the storefront online, as before; the console says why.
      workbox.register().catch((error: unknown) => this.logger.warn('The service worker was not registered.', error));
      return workbox;
    });
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
