@basket @spec-2-basket-page
Feature: Basket page and subtotal
  The basket page greets the shopper, lists each item with its picture, title, price and stars, and
  totals them in the subtotal panel: 'Subtotal (N items): ' and the sum in dollars.

  @smoke @phone
  Scenario: Each basket row shows the item's picture, title, price, stars and a remove button
    Given my basket holds "Titan 16 gaming laptop"
    Then the basket row "Titan 16 gaming laptop" shows the price "$1,094.98"
    And the basket row "Titan 16 gaming laptop" shows 5 stars
    And the basket row "Titan 16 gaming laptop" shows its picture and a "Remove from Basket" button

  @layout
  Scenario: Nothing on the basket page moves when it grows past the window or shrinks back
    Given my basket holds "Titan 16 gaming laptop", "Aero 14 laptop", "Slate 11 tablet" and "Lumen smartwatch"
    When I remove items until the basket page is shorter than the window
    Then the basket link, the heading and the subtotal have not moved

  Scenario: A signed-in shopper is greeted by e-mail on the basket page
    Given I have registered as "ann@example.com" with password "secret1"
    When I open my basket
    Then the page greets me as "ann@example.com"

  @spec-2-subtotal @spec-9-constants
  Scenario Outline: The subtotal counts every item once per appearance, in dollars with cents and thousands separators
    Given my basket holds <items>
    Then the subtotal reads "<subtotal>"

    Examples:
      | items                                                                        | subtotal                       |
      | "Men's lightweight quilted vest"                                             | Subtotal (1 items): $11.96     |
      | "Men's lightweight quilted vest" and "Men's lightweight quilted vest"        | Subtotal (2 items): $23.92     |
      | "Lumen smartwatch"                                                           | Subtotal (1 items): $239.00    |
      | "Titan 16 gaming laptop" and "Aero 14 laptop"                                | Subtotal (2 items): $1,944.97  |
      | "Titan 16 gaming laptop", "Titan 16 gaming laptop" and "Slate 11 tablet"     | Subtotal (3 items): $2,788.95  |

  @spec-2-subtotal
  Scenario: The gift checkbox can be ticked, and checkout is not offered in this demonstration
    Given my basket holds "Pulse Fit smartwatch"
    When I tick "This order contains a gift"
    Then "This order contains a gift" is ticked
    When I press "Proceed to Checkout"
    Then I am told "Checkout is not part of this demonstration store."
