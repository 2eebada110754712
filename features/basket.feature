@basket @spec-4-basket
Feature: Shopping basket
  Shoppers collect products in a basket. The same product may go in more than once; removing a
  product takes out one of it. The basket is kept between visits and shared by the shopper's tabs.

  @smoke @phone
  Scenario: Adding products counts every item, duplicates included
    Given I am on the home page
    When I add "Men's lightweight quilted vest" to the basket
    And I add "Titan 16 gaming laptop" to the basket
    And I add "Men's lightweight quilted vest" to the basket
    Then the basket shows 3 items
    When I open my basket
    Then my basket lists, in order:
      | Men's lightweight quilted vest |
      | Titan 16 gaming laptop         |
      | Men's lightweight quilted vest |

  Scenario: Removing a product that is in the basket twice removes only the first of them
    Given my basket holds "Men's lightweight quilted vest", "Titan 16 gaming laptop" and "Men's lightweight quilted vest"
    When I remove the first "Men's lightweight quilted vest" from the basket
    Then my basket lists, in order:
      | Titan 16 gaming laptop         |
      | Men's lightweight quilted vest |
    And the basket shows 2 items

  Scenario: Removing the last item leaves an empty basket with a way back to shopping
    Given my basket holds "Slate 11 tablet"
    When I remove the first "Slate 11 tablet" from the basket
    Then I am told my basket is empty
    And the subtotal reads "Subtotal (0 items): $0.00"
    When I follow the "Continue shopping" link
    Then I see the home page

  @storage
  Scenario: The basket survives a reload
    Given I am on the home page
    When I add "Slate 11 tablet" to the basket
    And I reload the page
    Then the basket shows 1 item

  @tabs
  Scenario: The basket is shared live between two tabs
    Given I am on the home page
    And I have a second tab on the home page
    When I add "Aero 14 laptop" to the basket
    Then the second tab's basket shows 1 item without a reload
    When I add "Lumen smartwatch" to the basket in the second tab
    Then the basket shows 2 items

 
  @needs-simultaneous-tabs @tabs
  Scenario: Two tabs adding at the same moment lose nothing
    Given I am on the home page
    And I have a second tab on the home page
    When I add "Aero 14 laptop" 50 times while the second tab adds "Lumen smartwatch" 50 times
    Then the basket shows 100 items
    And the second tab's basket shows 100 items without a reload

  Scenario: A guest's basket page needs no sign-in
    Given my basket holds "Pulse Fit smartwatch"
    Then I see the "Your shopping Basket" heading
    And the page greets me as "Guest"
