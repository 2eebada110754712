Feature: Navigation
  Scenario: An unknown address shows a page with a way home
    Given I visit "/no/such/page"
    Then I see the "Sorry, we couldn't find that page" heading
