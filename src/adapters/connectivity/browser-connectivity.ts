import type { Connectivity, Unsubscribe } from '@/application/ports';

/** The browser's own word on the connection: `navigator.onLine` and its `online` and `offline` events. */
export class BrowserConnectivity implements Connectivity {
  constructor(private readonly browser: Pick<Window, 'navigator' | 'addEventListener' | 'removeEventListener'>) {}

  online(): boolean {
    return this.browser.navigator.onLine;
  }

  subscribe(listener: () => void): Unsubscribe {
    this.browser.addEventListener('online', listener);
    this.browser.addEventListener('offline', listener);
    return () => {
      this.browser.removeEventListener('online', listener);
      this.browser.removeEventListener('offline', listener);
    };
  }
}
