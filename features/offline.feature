@service-worker @spec-2-screens
Feature: The storefront opens with no network after one visit, and offers each new version
  A shopper on a phone loses the connection on a train or in a lift. After one visit the storefront is kept
  on the device: its pages open with every picture, the basket works as online, and the shopper is told
  that they are offline while they are. A new deploy is offered, and taken only when the shopper says so.

  Scenario Outline: After one visit, <address> opens with no network
    Given I am on the home page
    And the storefront is kept on this device
    When I lose my network connection
    And I visit "<address>"
    Then I see the "<heading>" heading

    @offline
    Examples: in every engine
      | address       | heading                           |
      | /checkout     | Your shopping Basket              |

    Examples: the other pages kept
      | address       | heading                           |
      | /             | Today's deals                     |
      | /login        | Sign in                           |
      | /no/such/page | Sorry, we couldn't find that page |

  @offline
  Scenario: With no network, the basket works as online, pictures included
    Given I am on the home page
    And the storefront is kept on this device
    When I lose my network connection
    And I reload the page
    Then every picture on the page has loaded
    When I add "Slate 11 tablet" to the basket
    And I open my basket
    Then my basket lists, in order:
      | Slate 11 tablet |
    And every picture on the page has loaded

  @needs-network-control @offline @auth
  Scenario: Signing in with no network gives the provider's network message
    Given I am on the home page
    And the storefront is kept on this device
    When I lose my network connection
    And I visit "/login"
    And I sign in with e-mail "ann@example.com" and password "secret1"
    Then I see an alert saying "A network error (such as timeout, interrupted connection or unreachable host) has occurred."

  @needs-network-control @offline
  Scenario: The shopper is told when the connection goes, and when it comes back
    Given I am on the home page
    When I lose my network connection
    Then I am shown that I am offline
    And at the end of the page, nothing is hidden behind the notice
    When my network connection comes back
    Then I am no longer shown that I am offline

  @needs-deploy @offline
  Scenario: After a new deploy, a returning shopper is offered the new version, and takes it with Reload
    Given I am on the home page
    And the storefront is kept on this device
    When a new version of the storefront is deployed
    And I reload the page
    Then I am offered the new version
    When I take the new version with "Reload"
    Then the page reloads into the new version, and no longer offers it

  @needs-deploy @offline @tabs @phone
  Scenario: A new version taken in one tab is taken too by the offer in every other tab
    Given I am on the home page
    And the storefront is kept on this device
    When a new version of the storefront is deployed
    And I reload the page
    Then I am offered the new version
    Given I have a second tab on the home page
    Then the second tab is offered the new version
    When I take the new version with "Reload"
    Then the page reloads into the new version, and no longer offers it
    When I take the new version with "Reload" in the second tab
    Then the second tab reloads into the new version, and no longer offers it

  @needs-deploy @offline
  Scenario: A shopper who keeps the storefront open is offered a new deploy when they come back to it, with no reload
    Given I am on the home page
    And the storefront is kept on this device
    When a new version of the storefront is deployed
    And I switch to another tab and come back
    Then I am offered the new version
