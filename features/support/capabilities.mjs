// What some scenarios need beyond a shopper's clicks and keys, by tag, and why a run may lack it. A run
// skips each scenario whose need it cannot serve (features/support/world.ts), and scripts/scenarios.mjs
// lists every skipped scenario with its reason: a missing capability is never a silent pass.

/**
 * Control of the machine the storefront runs on, which a storefront already running (STOREFRONT_URL) does not
 * give. What the browser itself controls (its storage, its network, its clock) works against any storefront.
 */
const LOCAL_CONTROL = {
  '@needs-admin':
    "acts as the provider's administrator (the emulator's admin API or the offline provider's admin surface)",
};

/** What each engine's driver cannot do on these machines, by tag. */
const ENGINE_LIMITS = {
  chromium: {},
  firefox: {
    '@needs-media-emulation':
      "asks for reduced motion through Playwright's media emulation, which its Firefox driver (WebDriver BiDi) ignores",
  },
  webkit: {
    '@needs-media-emulation': 'asks for reduced motion, which classic WebDriver cannot emulate',
    '@needs-network-control':
      "cuts the network or answers requests in the provider's place, which WebKit's WebDriver cannot (only a proxy could)",
    '@needs-storage-control':
      "blocks or fills the browser's storage before the storefront starts, and WebKit's WebDriver runs no script before the page's own",
    '@needs-clock':
      "installs a fake clock before the page loads, and WebKit's WebDriver runs no script before the page's own",
    '@needs-simultaneous-tabs':
      'clicks in two tabs at the same moment, and a WebDriver session acts in one window at a time',
  },
};

/** The needs this run cannot serve, each with its reason: `{ '@tag': 'why' }`. */
export function unavailableNeeds({ engine, remote }) {
  return { ...(remote ? LOCAL_CONTROL : {}), ...ENGINE_LIMITS[engine] };
}
