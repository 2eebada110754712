// The basket's pictures get their address when their row comes near the screen: a long basket draws fast.

/** Each waiting picture's address, until its row comes near the screen. */
const waiting = new WeakMap<HTMLImageElement, string>();

/**
 * The picture's address is given once the row is in the page, not as a `src` prop: with the prop,
 * React sets it on the new, detached element and again when it mounts it, and Chromium starts loading
 * the picture twice. Where the browser says when a `content-visibility: auto` row is near the screen,
 * it waits for that: giving 1,000 pictures their address was the largest part of drawing a long
 * basket (measured), and a shopper sees a few rows at a time. The <img> and its alt text are always
 * in the page.
 */
export function placePicture(image: HTMLImageElement | null, src: string) {
  if (!image || image.getAttribute('src') === src) return;
  if (tellsWhenRowsAreNearScreen()) waiting.set(image, src);
  else image.src = src;
}

const tellsWhenRowsAreNearScreen = () => 'ContentVisibilityAutoStateChangeEvent' in globalThis;

/**
 * For the basket's list: gives each row's picture its address when the browser starts drawing the row
 * (it is on or near the screen: scrolled to, found in the page, focused). Returns the cleanup, as a
 * React ref callback may. The event is heard on its way down to the row: it does not bubble in Firefox
 * or WebKit, so a listener for its way back up, as Chromium bubbles it, left their pictures empty.
 */
export function showPicturesNearScreen(list: HTMLElement | null) {
  if (!list) return;
  const show = (event: Event) => {
    if ((event as ContentVisibilityAutoStateChangeEvent).skipped) return;
    const image = (event.target as Element).querySelector('img');
    const src = image && waiting.get(image);
    if (!src) return;
    waiting.delete(image);
    image.src = src;
  };
  list.addEventListener('contentvisibilityautostatechange', show, { capture: true });
  return () => list.removeEventListener('contentvisibilityautostatechange', show, { capture: true });
}
