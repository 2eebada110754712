@fake-auth-only
Feature: The fake auth provider's console
  In the fake profile, the storefront signs shoppers in with a provider kept in the browser. Its console, a
  page of its own reached from the demo store notice, shows the provider's accounts as every tab changes
  them, and lets a developer disable, revoke and delete them, or make the provider fail, as the Firebase
  Auth Emulator's UI does. A demo account is ready from the start.

  @spec-4-session
  Scenario: The console is reached from the demo store notice
    Given I am on the home page
    When I follow the "Provider console" link
    Then I see the "Provider console" heading
    And the page title is "Provider console | Storefront"
    When I follow the "Back to the store" link
    Then I see the home page

  @spec-2-screens @layout
  Scenario: On a phone the demo store notice takes two lines at most, and keeps its link
    Given I use a phone
    And I am on the home page
    Then the demo store notice takes at most 2 lines
    And the demo store notice offers the demo account and the "Provider console" link

  @spec-4-session @tabs
  Scenario: An account registered in the store appears in the console at once
    Given I have the provider console open in a second tab
    And I am on the sign-in page
    When I register with e-mail "ann@example.com" and password "secret1"
    Then the console lists "ann@example.com" as enabled

  @spec-8-errors
  Scenario: A disabled account cannot sign in until it is enabled again
    Given an account "ann@example.com" with password "secret1" exists
    And I have the provider console open in a second tab
    When I press "Disable" for "ann@example.com" in the console
    Then the console lists "ann@example.com" as disabled
    When I sign in with e-mail "ann@example.com" and password "secret1"
    Then I see an alert saying "The user account has been disabled by an administrator."
    And I am still on the sign-in page
    When I press "Enable" for "ann@example.com" in the console
    Then the console lists "ann@example.com" as enabled
    When I press "Sign In"
    Then I am taken to the home page
    And the header greets me as "ann@example.com"

  @spec-8-errors
  Scenario Outline: While the console's "<switch>" switch is on, signing in fails with its message
    Given an account "ann@example.com" with password "secret1" exists
    And I have the provider console open in a second tab
    When I switch "<switch>" on in the console
    And I sign in with e-mail "ann@example.com" and password "secret1"
    Then I see an alert saying "<message>"
    And I am still on the sign-in page
    When I switch "<switch>" off in the console
    And I press "Sign In"
    Then I am taken to the home page
    And the header greets me as "ann@example.com"

    Examples:
      | switch                   | message                                                                                    |
      | Unreachable              | A network error (such as timeout, interrupted connection or unreachable host) has occurred. |
      | Answer too-many-requests | We have blocked all requests from this device due to unusual activity. Try again later.     |

  @spec-4-session
  Scenario: Deleting all accounts empties the list, and their e-mails no longer sign in
    Given an account "ann@example.com" with password "secret1" exists
    And I open the provider console
    When I press "Delete all accounts"
    Then the console lists no accounts
    And I hear "Deleted all accounts."
    When I sign in with e-mail "ann@example.com" and password "secret1"
    Then I see an alert saying "There is no user record corresponding to this identifier. The user may have been deleted."

  @spec-2-screens @keyboard
  Scenario: Everything in the console works with the keyboard alone, each result announced
    Given an account "ann@example.com" with password "secret1" exists
    And I open the provider console
    When I tab to the "Disable ann@example.com" button
    Then what has focus shows a focus ring
    When I press Enter
    Then I hear "Disabled ann@example.com."
    And the console lists "ann@example.com" as disabled
    When I tab to the "Unreachable" field
    And I press Space
    Then I hear "The provider is unreachable: every request fails."
    And the "Unreachable" switch is on
    When I tab to the "Delete ann@example.com" button
    And I press Enter
    Then I hear "Deleted ann@example.com."
    And the "Accounts" heading has focus

  @spec-2-screens
  Scenario Outline: The console has no accessibility violations, on a <screen>
    Given I use a <screen>
    And an account "ann@example.com" with password "secret1" exists
    When I open the provider console
    Then the page has no accessibility violations
    And nothing on the page scrolls sideways

    Examples:
      | screen  |
      | desktop |
      | phone   |

  @spec-2-sign-in
  Scenario: A developer signs in at once with the demo account
    Given I am on the sign-in page
    When I sign in with e-mail "demo@example.com" and password "demo1234"
    Then I am taken to the home page
    And the header greets me as "demo@example.com"
