@early-taps @loading
Feature: No lost taps while the page is still loading
  On a slow phone the page shows its buttons and fields well before the storefront has loaded behind them.
  What the shopper taps or types from the first paint on is not lost: it takes effect, once, as soon as
  the storefront has loaded. Each scenario holds the storefront's code back until the shopper has acted,
  so the taps land before it runs however fast the machine is.

  @basket @spec-2-home @spec-4-basket
  Scenario: "Add to Basket" tapped at the first paint of the home page adds the product once
    When I open the home page and tap "Add to Basket" on "Pulse Fit smartwatch" at its first paint
    Then once the storefront has loaded, the basket shows 1 item
    When I open my basket
    Then my basket lists, in order:
      | Pulse Fit smartwatch |

  @basket @spec-2-basket-page @spec-4-basket @needs-rows-before-start
  Scenario: A returning shopper's basket is shown at the first paint, and "Remove from Basket" tapped then removes that item once
    Given my basket holds "Titan 16 gaming laptop", "Lumen smartwatch" and "Titan 16 gaming laptop"
    When I open my basket and tap "Remove from Basket" on "Lumen smartwatch" at its first paint
    Then once the storefront has loaded, the basket shows 2 items
    And my basket lists, in order:
      | Titan 16 gaming laptop |
      | Titan 16 gaming laptop |
    And the storefront wrote no error to the console

  @basket @spec-2-basket-page @spec-2-subtotal @phone @needs-rows-before-start
  Scenario: Before the storefront has loaded, a returning shopper's basket page shows the count and subtotal of its rows
    Given my basket holds "Titan 16 gaming laptop", "Lumen smartwatch" and "Titan 16 gaming laptop"
    When I open my basket while the storefront's code is held back
    Then my basket lists, in order:
      | Titan 16 gaming laptop |
      | Lumen smartwatch       |
      | Titan 16 gaming laptop |
    And the basket shows 3 items
    And the subtotal reads "Subtotal (3 items): $2,428.96"
    When the storefront's code arrives
    Then once the storefront has loaded, the basket shows 3 items
    And the subtotal reads "Subtotal (3 items): $2,428.96"
    And the storefront wrote no error to the console

  @auth @spec-2-sign-in
  Scenario Outline: E-mail and password typed at the first paint of the sign-in page sign the shopper in once (<how>)
    Given an account "bob@example.com" with password "secret1" exists
    When I open the sign-in page and, at its first paint, sign in with e-mail "bob@example.com" and password "secret1" by <how>
    Then once the storefront has loaded, I am taken to the home page
    And the header greets me as "bob@example.com"
    And I saw no alert

    Examples:
      | how                            |
      | tapping "Sign In"              |
      | pressing Enter in the password |

  @spec-2-screens
  Scenario: Leaving a page before the storefront has loaded is no failure of the storefront
    When I leave the home page for the sign-in page before the storefront has loaded
    Then once the storefront has loaded, the sign-in page shows no failure
    And the storefront wrote no error to the console
