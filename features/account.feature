@auth
Feature: Signing in and registering
  Shoppers create an account or sign in with an e-mail and a password; the header greets them.

  @smoke
  Scenario: Registering signs the shopper in and the session survives a reload
    When I register with e-mail "ann@example.com" and password "secret1"
    Then I am taken to the home page
    And the header greets me as "ann@example.com"
    When I reload the page
    Then the header greets me as "ann@example.com"
    When I sign out
    Then the header greets me as "Guest"
    When I sign in with e-mail "ann@example.com" and password "secret1"
    Then the header greets me as "ann@example.com"

  @errors
  Scenario Outline: A rejected sign-in shows the provider's message
    When I sign in with e-mail "<e-mail>" and password "<password>"
    Then I see an alert saying "<message>"
    And I am still on the sign-in page

    Examples:
      | e-mail          | password | message                                                                                  |
      | not-an-email    | secret1  | The email address is badly formatted.                                                    |
      | who@example.com | secret1  | There is no user record corresponding to this identifier. The user may have been deleted. |

  @errors
  Scenario: A password shorter than six characters is refused on registration
    When I register with e-mail "bob@example.com" and password "12345"
    Then I see an alert saying "The password must be 6 characters long or more."
