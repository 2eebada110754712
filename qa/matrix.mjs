// Which scenarios run where. The whole matrix (`npm run test:all`) runs all of them in every engine and profile; the
// gate (`npm test`) runs all once, in Chromium on the fake profile, and elsewhere only those whose outcome can differ
// there, by the tags below, each with its reason (docs/decisions/0027-a-gate-in-minutes.md).

/** What a scenario does that each engine does its own way: the gate runs it in Firefox and WebKit too. */
export const ENGINE_SENSITIVE = {
  '@smoke': "the shopper's main path: the pages, the basket, registering and the session, once in each engine",
  '@tabs':
    "two tabs of one browser share the basket and the session: storage events and each engine's Web Storage between them",
  '@keyboard': "focus order, the focus ring and the keys are each engine's own",
  '@input':
    "typed text and clicks reach React through each engine's input events (Firefox's driver types key by key), and a rejection shows in each engine's own alert",
  '@layout': 'each engine lays the page out: rows of cards, scrollbars, reflow, what must not move',
  '@storage': "the basket kept over a reload, or with storage blocked or full: each engine's Web Storage",
  '@offline': "the storefront opened with no network, from each engine's service worker and Cache Storage",
  '@loading': "what the page does before its scripts have run, or when they cannot load, follows each engine's loading",
};

/** What a scenario does that the Firebase profile does its own way: the gate runs it on the Auth emulator too. */
export const PROFILE_SENSITIVE = {
  '@auth': "the provider's answers and session rules: the Firebase SDK against the Auth emulator",
  '@offline': "with no network, the provider's own network message; and the worker keeps nothing from the provider",
};

const any = (reasons) => Object.keys(reasons).join(' or ');

/** A desktop run takes the smoke's `@phone` scenarios only for a reason of their own: the phone's run has them. */
const ON_A_DESKTOP = Object.keys(ENGINE_SENSITIVE)
  .map((tag) => (tag === '@smoke' ? '(@smoke and not @phone)' : tag))
  .join(' or ');

/**
 * The tag expression of each gate run, by profile and engine. The Firebase profile leaves out more rounds of two
 * tabs registering at once (a race in the fake provider's storage: Firebase's server keeps the accounts), the other
 * rows of each table of refusals (the Auth emulator's contract checks them: tests/contracts/auth-gateway.contract.ts)
 * and a new deploy's offer (the worker's and the build's alone). The SDK keeps its session in each engine's own
 * IndexedDB, so Firefox and WebKit run the provider's smoke and tabs, leaving the race (`@accounts`) to Chromium;
 * Firefox also runs the provider's message with no network, as its requests fail in words of its own.
 */
export const GATE = {
  fake: { chromium: undefined, firefox: ON_A_DESKTOP, webkit: ON_A_DESKTOP },
  firebase: {
    chromium: `(${any(PROFILE_SENSITIVE)}) and not (@more-rounds or @more-answers or @needs-deploy)`,
    firefox: '@auth and (@smoke or @tabs or @offline) and not @accounts',
    webkit: '@auth and (@smoke or @tabs) and not @accounts',
  },
};
