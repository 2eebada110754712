// The basket's IndexedDB database: opening it, and its requests and transactions as promises.
/** Every saved item of every shopper, in the order added: `{ owner, item }` under an increasing key. */
export const ITEMS = 'items';
/** The items of one owner, in the order of their keys: the order they were added. */
export const BY_OWNER = 'by-owner';

const NAME = 'storefront-basket';
const VERSION = 1;

/** The basket's database, created on first use. Rejects when IndexedDB is blocked or unavailable. */
export function openBasketDatabase(indexedDB: () => IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    // Reading `indexedDB` itself throws where storage is blocked for the site.
    const opening = indexedDB().open(NAME, VERSION);
    opening.onupgradeneeded = () =>
      opening.result.createObjectStore(ITEMS, { autoIncrement: true }).createIndex(BY_OWNER, 'owner');
    opening.onsuccess = () => {
      const database = opening.result;
      // A later version opened in another tab must not wait for this one.
      database.onversionchange = () => database.close();
      resolve(database);
    };
    opening.onerror = () => reject(opening.error);
    opening.onblocked = () => reject(new DOMException('An older version is open in another tab.', 'AbortError'));
  });
}

export function succeeded<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Resolves once every write of `transaction` is stored; rejects if it aborts (a full quota), storing none. */
export function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new DOMException('The write was aborted.', 'AbortError'));
  });
}
