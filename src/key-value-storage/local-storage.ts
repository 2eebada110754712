// Picks the browser's localStorage when it works, and memory when it does not.
import { MemoryStorage, type KeyValueStorage } from './key-value-storage';

const PROBE_KEY = 'storefront.storage-probe';

/**
 * The browser's localStorage, or memory when it cannot be used (storage disabled, a sandboxed frame,
 * a full quota): reading `window.localStorage` itself may throw a SecurityError.
 */
export function localStorageOrMemory(win: Window, onUnavailable: (error: unknown) => void): KeyValueStorage {
  try {
    const storage = win.localStorage;
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch (error) {
    onUnavailable(error);
    return new MemoryStorage();
  }
}
