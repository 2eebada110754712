import type { Workbox } from 'workbox-window';
import type { AppUpdates, Unsubscribe } from '@/application/ports';

/**
 * The storefront's service worker (build/offline-app.ts), registered through Workbox's window library once the
 * page has loaded; the library is fetched then too, so the page's first scripts do not grow by it. A worker of
 * a newer deploy waits: the shopper is offered it (ui/update-offer.tsx) and takes it when they choose, never in
 * the middle of a sign-in or a basket change.
 */
export class ServiceWorkerUpdates implements AppUpdates {
  private waiting = false;
  private readonly listeners = new Set<() => void>();
  private workbox: Promise<Workbox> | undefined;

  constructor(private readonly browser: Pick<Window, 'navigator' | 'document' | 'addEventListener' | 'location'>) {
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
    if (browser.document.readyState === 'complete') register();
    else browser.addEventListener('load', register, { once: true });
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
