// Storage faults a shopper's browser can have, as scripts that run in each page before its own (the driver's
// addInitScript): text, so the TypeScript loader adds no helpers the page lacks.

/** As with cookies blocked for the site: touching localStorage or IndexedDB throws. */
export const STORAGE_BLOCKED = `
  for (const storage of ['localStorage', 'indexedDB'])
    Object.defineProperty(window, storage, {
      get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); },
    });`;

/**
 * A full quota. Small writes (the storage probe, the fake auth provider's session) still fit; a basket item
 * (the basket adapters' `storefront.basket.` keys) does not.
 */
export const STORAGE_FULL = `
  const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key.startsWith('storefront.basket.')) throw quotaExceeded();
    setItem.call(this, key, value);
  };
  // IndexedDB refuses as a full quota does: the write's transaction is aborted, and none of it is kept.
  const add = IDBObjectStore.prototype.add;
  IDBObjectStore.prototype.add = function (...args) {
    const request = add.apply(this, args);
    this.transaction.abort();
    return request;
  };`;
