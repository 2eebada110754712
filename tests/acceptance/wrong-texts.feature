@fail
Feature: Each step that reads a text fails on a wrong one
  Every scenario here is meant to FAIL at its last step (@fail): the expected text is close to the page's but not
  it (a prefix, a part, a missing digit). The `proofs` project runs them against the fake profile's build, and the
  run fails if any of them passes or fails elsewhere (qa/runner/proofs-reporter.ts), so a step that compares only part of
  a text cannot stay unnoticed.

  Scenario: the subtotal reads a total without its cents
    Given my basket holds "Slate 11 tablet"
    When I remove the first "Slate 11 tablet" from the basket
    Then the subtotal reads "Subtotal (0 items): $0"

  Scenario: the page title is only a part of the title
    When I visit "/login"
    Then the page title is "Storefront"

  Scenario: I am told only the start of the message
    Given my basket holds "Slate 11 tablet"
    When I press "Proceed to Checkout"
    Then I am told "Checkout is not part of this demonstration"

  Scenario: I hear only the start of the announcement
    Given I am on the home page
    When I add "Slate 11 tablet" to the basket
    Then I hear "Added Slate 11"

  Scenario: the header greets a guest by a part of the word
    Given I am on the home page
    Then the header greets me as "Gues"

  Scenario: the page greets a guest by a part of the word
    Given my basket holds "Slate 11 tablet"
    Then the page greets me as "Gues"

  Scenario: I see an alert saying only the start of the provider's message
    Given I am on the sign-in page
    When I sign in with e-mail "nobody@example.com" and password "secret1"
    Then I see an alert saying "There is no user record"

  Scenario: a console warning begins otherwise
    Given browser storage is blocked
    And I am on the home page
    Then a console warning begins "Browser storage is unavailable, the basket is kept for this visit only."
