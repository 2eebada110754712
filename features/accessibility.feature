@a11y @spec-2-screens
Feature: Accessible on any screen
  Every page works for everyone: no axe-core violation in any state, every action by keyboard with a
  visible focus ring, each change to the basket announced, and on a phone nothing scrolls sideways.

  Scenario Outline: No page has an accessibility violation, on a desktop or a phone
    Given I use a <screen>
    And <state>
    Then the page has no accessibility violations
    And nothing on the page scrolls sideways

    Examples:
      | screen  | state                                                           |
      | desktop | I am on the home page                                           |
      | desktop | I am on the sign-in page                                        |
      | desktop | I am on the basket page                                         |
      | desktop | my basket holds "Slate 11 tablet" and "Aero 14 laptop"          |
      | desktop | I have registered as "ann@example.com" with password "secret1"  |
      | desktop | I visit "/no-such-page"                                         |
      | desktop | I have just added "Slate 11 tablet" to the basket               |
      | phone   | I am on the home page                                           |
      | phone   | I am on the sign-in page                                        |
      | phone   | I am on the basket page                                         |
      | phone   | my basket holds "Slate 11 tablet" and "Aero 14 laptop"          |
      | phone   | I have registered as "ann@example.com" with password "secret1"  |
      | phone   | I visit "/no-such-page"                                         |
      | phone   | I have just added "Slate 11 tablet" to the basket               |

  @keyboard
  Scenario: Shopping with the keyboard alone, every change announced
    Given I am on the home page
    When I tab to "Add to Basket" for "Slate 11 tablet"
    Then what has focus shows a focus ring
    When I press Enter
    Then the basket shows 1 item
    And I hear "Added Slate 11 tablet with stylus, 128 GB, Wi-Fi, graphite to your basket"
    When I tab to the basket link
    And I press Enter
    Then the "Your shopping Basket" heading has focus
    When I tab to "Remove from Basket" for "Slate 11 tablet"
    And I press Enter
    Then I am told my basket is empty
    And I hear "Removed Slate 11 tablet with stylus, 128 GB, Wi-Fi, graphite from your basket"

  @keyboard
  Scenario: Signing in with the keyboard alone
    Given an account "ann@example.com" with password "secret1" exists
    And I am on the sign-in page
    When I tab to the "E-mail" field
    And I type "ann@example.com"
    And I tab to the "Password" field
    And I type "secret1"
    And I press Enter
    Then I am taken to the home page
    And the header greets me as "ann@example.com"

  @keyboard
  Scenario: The first Tab offers a way past the header
    Given I am on the home page
    When I press Tab
    Then the "Skip to main content" link has focus and can be seen
    When I press Enter
    And I press Tab
    Then "Add to Basket" for "Pulse Fit smartwatch" has focus

  @layout
  Scenario: Adding to the basket is confirmed on the card, and the header does not move
    Given I am on the home page
    When I add "Slate 11 tablet" to the basket 12 times
    Then the card "Slate 11 tablet" confirms "✓ Added to your basket"
    And the header has not moved

  @needs-media-emulation
  Scenario: Nothing moves for a shopper who asks for less motion
    Given I prefer reduced motion
    And I have just added "Slate 11 tablet" to the basket
    Then nothing on the page is animated

  @layout
  Scenario: On a phone the header and the pages reflow
    Given I use a phone
    And I am on the home page
    Then the search box has a row of its own
    And the product cards stack one per row
    When I add "Slate 11 tablet" to the basket
    And I open my basket
    Then the subtotal is above the basket's rows

  @layout
  Scenario: On a desktop the subtotal sits on the right of the rows
    Given my basket holds "Slate 11 tablet"
    Then the subtotal is on the right of the basket's rows
