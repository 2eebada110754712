// Scenarios that need control of the machine the storefront runs on, by tag, with the reason a storefront
// that is already running (STOREFRONT_URL) cannot give it: world.ts skips them there, scripts/scenarios.mjs lists them.
export const LOCAL_CONTROL = {
  '@needs-admin':
    "acts as the provider's administrator (the emulator's admin API or the offline provider's admin surface)",
  '@needs-storage-control': "blocks or fills the browser's storage before the storefront starts",
  '@needs-network-control': "cuts the network or answers requests in the provider's place",
};
