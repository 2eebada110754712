@faults
Feature: Faults lose nothing and never break the store
  Blocked or full browser storage, a lost connection and impatient clicks: the shopper gets a clear
  answer, keeps what they added, and can carry on.

  @basket @spec-4-basket @storage
  Scenario: Shopping works when browser storage is blocked
    Given browser storage is blocked
    And I am on the home page
    When I add "Slate 11 tablet" to the basket
    And I open my basket
    Then my basket lists, in order:
      | Slate 11 tablet |
    And a console warning begins "Browser storage is unavailable; the basket is kept for this visit only."

  @basket @spec-4-basket @storage
  Scenario: A full browser storage keeps the basket for the visit
    Given browser storage is full
    And I am on the home page
    When I add "Slate 11 tablet" to the basket
    And I add "Aero 14 laptop" to the basket
    Then the basket shows 2 items
    And a console warning begins "The basket could not be saved; it is kept for this visit only."

  @auth @needs-network-control @spec-8-errors @spec-9-constants
  Scenario: Signing in without a connection says so, and works once it is back
    Given an account "ann@example.com" with password "secret1" exists
    And I am on the sign-in page
    When I lose my network connection
    And I fill in e-mail "ann@example.com" and password "secret1"
    And I press "Sign In"
    Then I see an alert saying "A network error (such as timeout, interrupted connection or unreachable host) has occurred."
    And I am still on the sign-in page
    When my network connection comes back
    And I press "Sign In"
    Then I am taken to the home page
    And the header greets me as "ann@example.com"

  @auth @spec-2-sign-in @input
  Scenario: A double click on "Create your Amazon Account" creates one account
    Given I am on the sign-in page
    When I fill in e-mail "ann@example.com" and password "secret1"
    And I double-click "Create your Amazon Account"
    Then I am taken to the home page
    And I saw no alert
    And the header greets me as "ann@example.com"

  @spec-2-routes @loading @phone
  Scenario: The page still shows, and says what to do, when the app's code cannot be downloaded
    When I open the home page while its code cannot be downloaded
    Then I see the message "The storefront could not load. Check your connection and try again."
    And the home page shows 6 product cards

  @spec-2-routes @loading @phone
  Scenario: The page says at once that it cannot start when its entry script cannot be downloaded
    When I open the home page while its entry script cannot be downloaded
    Then I see the message "The storefront could not load. Check your connection and try again."
    And the home page shows 6 product cards
    When I press "Try again"
    Then the page is loaded again
    And I see the message "The storefront could not load. Check your connection and try again."

