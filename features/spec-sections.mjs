// The sections of ../shared/SPEC.md that the scenarios are traced to, by tag. A section that states behaviour
// has scenarios tagged with it; one that cannot have any says why in `reason` (scripts/spec-map.mjs enforces it).
export const SPEC_SECTIONS = [
  {
    tag: '@spec-1-overview',
    title: '§1 What the product does',
    reason: 'an overview: each behaviour it names has a section of its own below',
  },
  { tag: '@spec-2-routes', title: '§2 Routes: /login, /, /checkout; any other route' },
  { tag: '@spec-2-header', title: '§2 Header' },
  { tag: '@spec-2-home', title: '§2 Home page' },
  { tag: '@spec-2-sign-in', title: '§2 Sign-in screen' },
  { tag: '@spec-2-basket-page', title: '§2 Basket page' },
  { tag: '@spec-2-subtotal', title: '§2 Subtotal panel' },
  { tag: '@spec-2-screens', title: '§2 Every screen, on a desktop and a phone, by keyboard and screen reader' },
  { tag: '@spec-3-entities', title: '§3 Entities and their fields' },
  {
    tag: '@spec-4-basket',
    title: '§4 Basket: add, remove the first match, empty',
    note: 'removing an id that is not in the basket warns in the console; no button can do it: tests/application/shopping-basket.test.ts',
  },
  { tag: '@spec-4-user', title: '§4 User: set on every sign-in change; sign-out from the header' },
  {
    tag: '@spec-4-session',
    title: '§4 Session behaviour of the authentication provider',
    note: 'the backoff beyond 120 s, to its 16 min cap: tests/adapters/fake-token-lifecycle.test.ts and, for the SDK, tests/adapters/firebase-token-refresh.emulator.test.ts',
  },
  { tag: '@spec-5-validation', title: '§5 Validation: none of the form’s own; the provider’s rejection is shown' },
  { tag: '@spec-6-roles', title: '§6 Roles: guest and signed-in user, no guarded route' },
  {
    tag: '@spec-7-calls',
    title: '§7 The calls it makes: sign in, create account, sign out, sign-in state',
    note: "the provider's own REST calls are the SDK's: tests/adapters/firebase-auth-gateway.emulator.test.ts",
  },
  { tag: '@spec-8-errors', title: '§8 The error catalogue' },
  {
    tag: '@spec-9-constants',
    title: '§9 Business constants and limits',
    note: 'network and chunk time-outs, the heartbeat and the database limits are the SDKs’ own: not shown',
  },
];
