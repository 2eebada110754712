@catalogue @spec-2-home
Feature: Home page catalogue
  The home page shows a hero banner, then six products in rows of two, three and one. Each card shows
  the title, the price in dollars, one star per rating point, a picture and an Add to Basket button.
  Products are named here by the start of their title.

  @smoke
  Scenario: The hero banner comes first, then the products in rows of two, three and one
    Given I am on the home page
    Then the hero banner comes before the products
    And the home page shows product cards in rows of 2, 3 and 1

 
  @layout
  Scenario: The cards of a row line up their titles, prices, stars, pictures and buttons
    Given I am on the home page
    Then the cards of each row line up their titles, prices, stars, pictures and buttons

  @spec-3-entities @spec-9-constants
  Scenario Outline: Each product card shows its price, its stars, a picture and Add to Basket
    Given I am on the home page
    Then the product card "<product>" shows the price "<price>"
    And the product card "<product>" shows <stars> stars
    And the product card "<product>" shows its picture and an "Add to Basket" button

    @phone
    Examples: on a phone too, the longest title and the widest price
      | product                        | price     | stars |
      | Men's lightweight quilted vest | $11.96    | 4     |
      | Titan 16 gaming laptop         | $1,094.98 | 5     |

    Examples: the other products
      | product                        | price     | stars |
      | Pulse Fit smartwatch           | $199.99   | 4     |
      | Aero 14 laptop                 | $849.99   | 4     |
      | Lumen smartwatch               | $239.00   | 3     |
      | Slate 11 tablet                | $598.99   | 5     |
