@auth @spec-4-user
Feature: Session
  The signed-in shopper stays signed in across reloads until they sign out, and each shopper keeps
  a basket of their own.

  @smoke @spec-4-session
  Scenario: The session survives a reload, and a signed-out shopper stays signed out
    Given I have registered as "ann@example.com" with password "secret1"
    When I reload the page
    Then the header greets me as "ann@example.com"
    When I sign out
    And I reload the page
    Then the header greets me as "Guest"

  @tabs
  Scenario: Signing in or out in one tab does the same in the other
    Given I am on the home page
    And I have a second tab on the home page
    When I register with e-mail "ann@example.com" and password "secret1"
    Then the second tab greets me as "ann@example.com" without a reload
    When I sign out
    Then the second tab greets me as "Guest" without a reload

  @basket
  Scenario: What a guest put in the basket joins the account on sign-in, and stays with it
    Given I am on the home page
    And I add "Slate 11 tablet" to the basket
    When I register with e-mail "ann@example.com" and password "secret1"
    Then the basket shows 1 item
    When I add "Aero 14 laptop" to the basket
    And I sign out
    Then the basket shows 0 items
    When I sign in with e-mail "ann@example.com" and password "secret1"
    Then the basket shows 2 items

  @basket
  Scenario: Each account keeps its own basket
    Given I have registered as "ann@example.com" with password "secret1"
    And I add "Aero 14 laptop" to the basket
    And I sign out
    When I register with e-mail "bob@example.com" and password "secret1"
    Then the basket shows 0 items
    When I sign out
    And I sign in with e-mail "ann@example.com" and password "secret1"
    Then the basket shows 1 item
