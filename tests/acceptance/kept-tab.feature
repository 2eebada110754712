Feature: A scenario finds nothing of the one before it in the tab it is given
  A scenario that passed leaves its tab to the worker's next in Chromium and Firefox, its storage emptied and all
  else it changed undone (qa/driver/playwright-driver.ts). Each first scenario here leaves a basket or a signed-in
  shopper in its tab, and the one after it, run next on the same worker, is meant to FAIL at its last step (@fail):
  the run fails if the next scenario finds any of it.

  Scenario: a shopper leaves a basket
    Given my basket holds "Slate 11 tablet"
    Then the basket shows 1 item

  @fail
  Scenario: the next scenario finds that basket
    Given I am on the home page
    Then the basket shows 1 item

  Scenario: a shopper stays signed in
    Given I have registered as "kept@example.com" with password "secret1"
    Then the header greets me as "kept@example.com"

  @fail
  Scenario: the next scenario finds that shopper signed in
    Given I am on the home page
    Then the header greets me as "kept@example.com"
