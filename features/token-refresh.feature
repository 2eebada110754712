@auth @spec-4-session @needs-clock
Feature: The session over time
  The provider's ID tokens live an hour and are refreshed 5 minutes before they expire. A refresh that
  finds no network is retried after 30 s, doubling up to 16 min; one that finds the account disabled, or
  its sessions revoked, signs the shopper out. Time in the storefront is Playwright's clock, moved on by
  the steps: nothing waits an hour.

  Background:
    Given time in the storefront is under test control

  @spec-9-constants
  Scenario: A shopper stays signed in for more than an hour: the token is refreshed 5 minutes before it expires
    Given I have registered as "ann@example.com" with password "secret1"
    Then my ID token expires in about 60 minutes
    When 54 minutes pass
    Then my ID token expires in about 6 minutes
    When 1 minute passes
    Then my ID token expires in about 60 minutes
    When 54 minutes pass
    Then my ID token expires in about 6 minutes
    When 1 minute passes
    Then my ID token expires in about 60 minutes
    And the header greets me as "ann@example.com"

  @needs-admin @tabs
  Scenario: An administrator disables the signed-in account: at the next refresh the shopper is signed out in every tab
    Given I have registered as "ann@example.com" with password "secret1"
    And I add "Slate 11 tablet" to the basket
    And I have a second tab on the home page
    When an administrator disables the account "ann@example.com"
    And 50 minutes pass
    Then the header greets me as "ann@example.com"
    When 5 minutes pass
    Then the header greets me as "Guest"
    And the basket shows 0 items
    And the second tab greets me as "Guest" without a reload

  @needs-admin
  Scenario: A shopper signed out because their account was disabled is told why
    Given I have registered as "ann@example.com" with password "secret1"
    When an administrator disables the account "ann@example.com"
    And 55 minutes pass
    Then the header greets me as "Guest"
    When 1 second passes
    Then I hear "You have been signed out: your session has ended."

  @needs-admin
  Scenario: An administrator revokes the account's sessions: the shopper is signed out when the storefront next asks the provider
    Given I have registered as "ann@example.com" with password "secret1"
    When an administrator revokes the sessions of "ann@example.com"
    And I reload the page
    Then the header greets me as "Guest"

  @needs-network-control @spec-9-constants
  Scenario: Offline when the token is due, the shopper stays signed in while retries back off; the next retry after the network returns succeeds
    Given I have registered as "ann@example.com" with password "secret1"
    When I lose my network connection
    And 55 minutes pass
    Then the token refresh fails for want of network
    When 30 seconds pass
    Then the token refresh fails for want of network
    When 60 seconds pass
    Then the token refresh fails for want of network
    And the header greets me as "ann@example.com"
    When my network connection comes back
    And 119 seconds pass
    Then my ID token expires in about 2 minutes
    When 1 second passes
    Then my ID token expires in about 60 minutes
    And the header greets me as "ann@example.com"
