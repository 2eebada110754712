@auth @errors @spec-8-errors @spec-5-validation
Feature: Sign-in and registration errors
  The form checks nothing itself: whatever the provider rejects is shown in a browser alert with the
  provider's message, and the shopper stays on the sign-in screen.

  Background:
    Given an account "ann@example.com" with password "secret1" exists

  Scenario Outline: A rejected sign-in shows the provider's message
    When I sign in with e-mail "<e-mail>" and password "<password>"
    Then I see an alert saying "<message>"
    And I am still on the sign-in page

    @input
    Examples: typed in every engine
      | e-mail          | password  | message                                                                                   |
      | ann@example.com | wrong-one | The password is invalid or the user does not have a password.                             |

    @more-answers
    Examples: the provider's other answers
      | e-mail          | password  | message                                                                                   |
      | who@example.com | secret1   | There is no user record corresponding to this identifier. The user may have been deleted. |
      | not-an-email    | secret1   | The email address is badly formatted.                                                     |
      |                 | secret1   | The email address is badly formatted.                                                     |
      | ann@example.com |           | A non-empty password must be provided.                                                    |

  Scenario Outline: A rejected registration shows the provider's message
    When I register with e-mail "<e-mail>" and password "<password>"
    Then I see an alert saying "<message>"
    And I am still on the sign-in page

    @input
    Examples: typed in every engine
      | e-mail          | password | message                                                    |
      | new@example.com | 12345    | The password must be 6 characters long or more.            |

    @more-answers
    Examples: the provider's other answers
      | e-mail          | password | message                                                    |
      | ANN@example.com | secret1  | The email address is already in use by another account.    |
      | not-an-email    | secret1  | The email address is badly formatted.                      |
      |                 | secret1  | An email address must be provided.                         |
      | new@example.com |          | A non-empty password must be provided.                     |

  @spec-9-constants
  Scenario: Six characters are enough for a password
    When I register with e-mail "six@example.com" and password "123456"
    Then I am taken to the home page
    And I saw no alert

  @unlisted @needs-admin @needs-network-control
  Scenario: An error the catalogue does not list shows the provider's own message
    Given the provider answers every request with the unlisted error "quota-exceeded-for-demo" saying "The demo quota is used up."
    When I sign in with e-mail "ann@example.com" and password "secret1"
    Then I see an alert saying "The demo quota is used up. (auth/quota-exceeded-for-demo)."
    And I am still on the sign-in page
