// Another document of this page's origin, for browser tests of what a shopper's tabs share: storage and its events.
import { onTestFinished } from 'vitest';

/**
 * Opens a blank same-origin frame, and closes it when the test ends. For Web Storage it is another tab:
 * it shares this page's storage, a write made through its `localStorage` fires a `storage` event here,
 * and one made through this page's fires one there. (It shares this page's event loop, though: two
 * frames never run at the same instant.)
 */
export function openSameOriginPage(): Window & typeof globalThis {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  onTestFinished(() => frame.remove());
  return frame.contentWindow as Window & typeof globalThis;
}
