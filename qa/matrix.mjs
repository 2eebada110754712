// Which scenarios run where. The whole matrix (`npm run test:all`) runs every scenario in every engine and both
// profiles. The gate (`npm test`) runs every scenario once, in Chromium on the fake profile, and in the other
// engines and the other profile only those whose outcome can differ there, chosen by the tags below, each with the
// reason it can differ (docs/decisions/0027-a-gate-in-minutes.md).

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

/**
 * The engine-sensitive scenarios of a desktop run in Firefox or WebKit. The smoke's scenarios that the phone's
 * run has (`@phone`, in every engine: playwright.config.ts) are the shopper's main path once in that engine there; a
 * desktop run takes them only for a reason of their own beside the smoke.
 */
const ON_A_DESKTOP = Object.keys(ENGINE_SENSITIVE)
  .map((tag) => (tag === '@smoke' ? '(@smoke and not @phone)' : tag))
  .join(' or ');

/**
 * More rounds of the race between two tabs registering at the same moment: a race in the fake provider, whose
 * tabs read and write the accounts in one browser's storage, and which may show only now and then. The Firebase
 * profile's accounts are kept by the provider's server: there each round makes the same two requests as the first.
 */
const MORE_ROUNDS = '@more-rounds';
/**
 * The provider's other refusals of a sign-in or a registration, each row a path the first row of its table takes
 * with other data. The Firebase adapter's contract on the Auth emulator checks that the SDK gives each of them
 * (tests/contracts/auth-gateway.contract.ts), and the message the shopper reads for each is the storefront's own,
 * the same on both profiles: the Firebase profile runs the first row of each table.
 */
const MORE_ANSWERS = '@more-answers';

/**
 * A new deploy offered to a returning shopper or to an open tab: the service worker's and the build's, the same in
 * each profile's build, and no request of them reaches the provider. The fake profile runs them in every engine;
 * the Firebase profile runs the worker's pages with no network, which must keep nothing of the provider's.
 */
const DEPLOYS = '@needs-deploy';

/**
 * The race of two tabs registering at the same moment is the fake provider's, whose tabs read and write the accounts
 * in one browser's storage; on the Firebase profile the provider's server keeps them, and what is each engine's
 * there, each tab's session in its own IndexedDB, is what the session's two tabs check (session.feature). So on the
 * Firebase profile Firefox and WebKit leave the race to Chromium.
 */
const ACCOUNTS_RACE = '@accounts';

/**
 * The tag expression of each run of the scenarios in the gate, by profile and engine; none is every scenario. The
 * Firebase SDK keeps its session in each engine's own IndexedDB, so Firefox and WebKit run the provider's part of
 * the smoke (registering, the session over a reload) and its tabs; the smoke's pages that only show the catalogue
 * and the basket do on the Firebase profile what they do on the fake one, which those engines run. With no
 * network, Firefox's requests fail in words of its own, which the SDK must turn into the provider's message (a
 * scenario of `@auth` and `@offline`); the service worker's own scenarios run in Firefox on the fake profile, and
 * on the Firebase profile in Chromium.
 */
export const GATE = {
  fake: { chromium: undefined, firefox: ON_A_DESKTOP, webkit: ON_A_DESKTOP },
  firebase: {
    chromium: `(${any(PROFILE_SENSITIVE)}) and not (${MORE_ROUNDS} or ${MORE_ANSWERS} or ${DEPLOYS})`,
    firefox: `@auth and (@smoke or @tabs or @offline) and not ${ACCOUNTS_RACE}`,
    webkit: `@auth and (@smoke or @tabs) and not ${ACCOUNTS_RACE}`,
  },
};
