@auth @spec-2-sign-in
Feature: Signing in and registering
  The sign-in screen has an e-mail field, a password field, a Sign In button, a conditions notice and
  a button to create an account. After a successful sign-in or registration the shopper goes home.

  Scenario: The sign-in screen shows its fields, buttons and the conditions notice
    Given I am on the sign-in page
    Then I see the sign-in screen without a header
    And I see the "E-mail" and "Password" fields
    And I see the "Sign In" and "Create your Amazon Account" buttons
    And I see the conditions notice

  @smoke @spec-7-calls @phone
  Scenario: Registering creates the account, signs the shopper in and goes home
    When I register with e-mail "ann@example.com" and password "secret1"
    Then I am taken to the home page
    And the header greets me as "ann@example.com"

  @input
  Scenario: Signing in with a registered account goes home
    Given an account "bob@example.com" with password "secret1" exists
    When I sign in with e-mail "bob@example.com" and password "secret1"
    Then I am taken to the home page
    And the header greets me as "bob@example.com"

  @spec-4-user
  Scenario: Signing out from the header makes the shopper a guest again
    Given I have registered as "ann@example.com" with password "secret1"
    When I go to the home page
    And I sign out
    Then the header greets me as "Guest"
    And the header offers "Sign In"

  Scenario: The password field hides what is typed
    Given I am on the sign-in page
    Then the "Password" field hides its text
