@auth @accounts @spec-7-calls
Feature: Accounts
  The provider keeps every account it confirms, whichever tab created it and whenever.

 
  @needs-simultaneous-tabs
  Scenario Outline: Two tabs registering different accounts at the same moment keep both (round <round>)
    Given I am on the sign-in page
    And I have a second tab on the sign-in page
    When "<first>" registers here while "<second>" registers in the second tab, both with password "secret1"
    Then both tabs are taken to the home page
    And "<first>" can sign in with password "secret1"
    And "<second>" can sign in with password "secret1"

    @tabs
    Examples: in every engine
      | round | first            | second           |
      | 1     | ann1@example.com | bob1@example.com |

    @more-rounds
    Examples: more rounds, for a race that shows only now and then
      | round | first            | second           |
      | 2     | ann2@example.com | bob2@example.com |
      | 3     | ann3@example.com | bob3@example.com |
      | 4     | ann4@example.com | bob4@example.com |
      | 5     | ann5@example.com | bob5@example.com |
