// What the app tells the page's inline script (src/startup/inline-capture.ts), as events on the document: the two
// scripts load apart, so they share these names rather than an object.

/** The app has hydrated the page: what the shopper did before is replayed. */
export const APP_INTERACTIVE = 'storefront:interactive';
/** The app could not load: what was held is dropped, and the forms are inert again. */
export const APP_FAILED = 'storefront:failed';

/**
 * How the app reports, in the console, an error React recovered from: above all a prerendered page that differs
 * from what the app draws, which React would silently redraw. Every scenario fails on one (features/support/).
 */
export const RECOVERED_ERROR = 'React recovered from an error:';
