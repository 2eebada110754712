@header @spec-2-header
Feature: Header
  Every page but the sign-in screen opens with the header: the logo, a search box, a greeting with
  the way to sign in or out, two static entries and the basket with its count.

  @smoke
  Scenario: A guest sees the whole header
    Given I am on the home page
    Then the header shows the logo linking to the home page
    And the header shows a search box
    And the header greets me as "Guest"
    And the header offers "Sign In"
    And the header shows "Returns & Orders" and "Your Prime"
    And the basket shows 0 items

  Scenario: A signed-in shopper is greeted by e-mail and offered Sign Out
    Given I have registered as "ann@example.com" with password "secret1"
    When I go to the home page
    Then the header greets me as "ann@example.com"
    And the header offers "Sign Out"

  Scenario: Signing out leaves the shopper on the page they were on
    Given I have registered as "ann@example.com" with password "secret1"
    When I open my basket
    And I sign out
    Then the header greets me as "Guest"
    And the header offers "Sign In"
    And I am still on the basket page

  @input
  Scenario: The search box takes text but searches nothing
    Given I am on the home page
    When I type "smartwatch" in the search box and press Enter
    Then I see the home page
    And the home page shows 6 product cards

  Scenario: The header's links lead to the sign-in screen, the basket and back home
    Given I am on the home page
    When I follow the "Sign In" link
    Then I see the sign-in screen without a header
    When I go to the home page
    And I open my basket
    Then I see the "Your shopping Basket" heading
    When I follow the logo
    Then I see the home page

  Scenario: The header appears on the home page, the basket page and unknown pages, not on sign-in
    When I visit "/"
    Then the page has a header
    When I visit "/checkout"
    Then the page has a header
    When I visit "/somewhere-else"
    Then the page has a header
    When I visit "/login"
    Then the page has no header

  @layout
  Scenario: On a page shorter than the window, the dark header runs from edge to edge
    When I visit "/checkout"
    Then the page is shorter than the window
    And the header runs the whole width of the window
