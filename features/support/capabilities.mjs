// What some scenarios need beyond a shopper's clicks and keys, by tag, and why a run may lack it. A run
// skips each scenario whose need it cannot serve (features/support/world.ts), and scripts/scenarios.mjs
// lists every skipped scenario with its reason: a missing capability is never a silent pass.

/** Control of the machine the storefront runs on, which a storefront already running (STOREFRONT_URL) does not give. */
const LOCAL_CONTROL = {
  '@needs-admin':
    "acts as the provider's administrator (the emulator's admin API or the offline provider's admin surface)",
  '@needs-storage-control': "blocks or fills the browser's storage before the storefront starts",
  '@needs-network-control': "cuts the network or answers requests in the provider's place",
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
    '@needs-playwright':
      'its steps drive Playwright directly, which cannot drive WebKit here; they are not on the driver seam yet',
  },
};

/** The needs this run cannot serve, each with its reason: `{ '@tag': 'why' }`. */
export function unavailableNeeds({ engine, remote }) {
  return { ...(remote ? LOCAL_CONTROL : {}), ...ENGINE_LIMITS[engine] };
}
