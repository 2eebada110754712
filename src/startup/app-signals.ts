// What the app tells the page's inline script (src/startup/inline-capture.ts), as events on the document: the two
// scripts load apart, so they share these names rather than an object.

/** The app has hydrated the page: what the shopper did before is replayed. */
export const APP_INTERACTIVE = 'storefront:interactive';
/** The app could not load: what was held is dropped, and the forms are inert again. */
export const APP_FAILED = 'storefront:failed';
