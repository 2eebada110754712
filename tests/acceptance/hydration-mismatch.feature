@fail
Feature: A page that differs from what the app draws fails its scenario
  Meant to FAIL after its steps, in the hook that fails every scenario on an error React recovered from:
  React redraws a prerendered page that does not match the app without a word, so the app reports it and
  qa/runner/proofs-reporter.ts fails the run unless this scenario fails there.

  @fails-after-its-steps
  Scenario: the home page's HTML is not what the app draws
    When I open the home page with a product title changed before the storefront loads
    Then once the storefront has loaded, the basket shows 0 items
