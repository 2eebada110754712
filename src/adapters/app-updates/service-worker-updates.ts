import type { TrustedTypePolicyFactory } from 'trusted-types/lib';
import type { Workbox } from 'workbox-window';
import type { AppUpdates, Logger, Unsubscribe } from '@/application/ports';
import { workerScriptUrl } from './worker-script-url';

/** What the adapter uses of the window; `trustedTypes` where the browser has them. */
type Browser = Pick<
  Window,
  'navigator' | 'document' | 'addEventListener' | 'location' | 'setTimeout' | 'setInterval'
> & {
  trustedTypes?: TrustedTypePolicyFactory;
};

/**
 * How long after `load` the manifest is linked and the worker registered. A page's own work goes on after `load`
 * (the basket page draws its rows and fetches their pictures then), and the worker's first install downloads
 * every page and picture: on a slow phone the two would share the connection. Both only serve installing the
 * storefront and the next visit, so they wait.
 */
const AFTER_LOAD_MS = 2000;

/**
 * How often a tab left open asks whether a new version was deployed, besides each time the shopper comes back to
 * it: a shopper moving around the store loads no new document, so the browser would never ask by itself.
 */
const CHECK_FOR_DEPLOYS_MS = 60 * 60 * 1000;

/** The web app manifest the build writes (build/offline-app.ts). */
const MANIFEST_URL = '/manifest.webmanifest';

/**
 * What makes the storefront an app (build/offline-app.ts): its web app manifest, linked into the page, and its
 * service worker, registered through Workbox's window library, both when start-up asks (`start`) and once the
 * page has loaded and settled (AFTER_LOAD_MS). Linked from the page's HTML, the manifest and the icon Chromium
 * then fetches would share a slow phone's connection with the app's script (decision 0024). The library is
 * fetched then too, so the page's first scripts do not grow by it. An open tab asks for a newer deploy when the
 * shopper comes back to it and every hour. A worker of a newer deploy waits: the shopper is offered it
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
    if (this.started) return;
    this.started = true;
    const later = () => this.browser.setTimeout(() => this.settled(), AFTER_LOAD_MS);
    if (this.browser.document.readyState === 'complete') later();
    else this.browser.addEventListener('load', later, { once: true });
  }

  private settled(): void {
    const manifest = this.browser.document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = MANIFEST_URL;
    this.browser.document.head.append(manifest);
    // A browser without service workers still installs or bookmarks the storefront from its manifest.
    if ('serviceWorker' in this.browser.navigator) this.register();
  }

  private register(): void {
    this.workbox = import('workbox-window').then(({ Workbox }) => {
      const workbox = new Workbox(workerScriptUrl(this.browser.trustedTypes));
      workbox.addEventListener('waiting', () => {
        this.waiting = true;
        for (const listener of this.listeners) listener();
      });
      return workbox;
    });
    const registration = this.workbox
      .then((workbox) => workbox.register())
      // A browser that refuses it still has the storefront online, as before; the console says why.
      .catch((error: unknown) => this.logger.warn('The service worker was not registered.', error));
    // With no network a check fails, and the storefront goes on from its worker: the next check asks again.
    const check = () => void registration.then((registered) => registered?.update()).catch(() => {});
    const { document } = this.browser;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
    this.browser.setInterval(check, CHECK_FOR_DEPLOYS_MS);
  }

  ready(): boolean {
    return this.waiting;
  }

  subscribe(listener: () => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Takes the waiting version: it takes over, then the page reloads into it. When another tab took it first, no
   * worker waits any more and the new version already serves this tab's next load: the page reloads at once.
   */
  apply(): void {
    void this.workbox?.then(async (workbox) => {
      const registration = await this.browser.navigator.serviceWorker.getRegistration();
      if (!registration?.waiting) return this.browser.location.reload();
      workbox.addEventListener('controlling', () => this.browser.location.reload());
      workbox.messageSkipWaiting();
    });
  }
}
