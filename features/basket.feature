@basket @smoke
Feature: Shopping basket
  Shoppers collect products in a basket, see them on the basket page and remove them again.

  Scenario: Adding products shows them on the basket page with their subtotal
    Given I am on the home page
    When I add "Men's lightweight quilted vest, water-resistant, navy" to the basket
    And I add "Titan 16 gaming laptop, 240 Hz display, 32 GB RAM, 1 TB SSD, RGB keyboard" to the basket
    And I add "Men's lightweight quilted vest, water-resistant, navy" to the basket
    Then the basket shows 3 items
    When I open my basket
    Then my basket lists, in order:
      | Men's lightweight quilted vest, water-resistant, navy                      |
      | Titan 16 gaming laptop, 240 Hz display, 32 GB RAM, 1 TB SSD, RGB keyboard |
      | Men's lightweight quilted vest, water-resistant, navy                      |
    And the subtotal reads "Subtotal (3 items): $1,118.90"

  Scenario: Removing a product that is in the basket twice removes only one of them
    Given I am on the home page
    When I add "Men's lightweight quilted vest, water-resistant, navy" to the basket
    And I add "Titan 16 gaming laptop, 240 Hz display, 32 GB RAM, 1 TB SSD, RGB keyboard" to the basket
    And I add "Men's lightweight quilted vest, water-resistant, navy" to the basket
    And I open my basket
    And I remove "Men's lightweight quilted vest, water-resistant, navy" from the basket
    Then my basket lists, in order:
      | Titan 16 gaming laptop, 240 Hz display, 32 GB RAM, 1 TB SSD, RGB keyboard |
      | Men's lightweight quilted vest, water-resistant, navy                      |
    And the subtotal reads "Subtotal (2 items): $1,106.94"
    And the basket shows 2 items

  Scenario: The basket survives a reload
    Given I am on the home page
    When I add "Slate 11 tablet with stylus, 128 GB, Wi-Fi, graphite" to the basket
    And I reload the page
    Then the basket shows 1 item

  Scenario: The home page shows the catalogue in rows of two, three and one
    Given I am on the home page
    Then the home page shows product cards in rows of 2, 3 and 1
