@navigation @spec-2-routes
Feature: Navigation
  Three routes: / (home), /login (sign-in) and /checkout (basket). None is guarded; any other address
  shows a not-found page with a way home.

  @spec-6-roles
  Scenario Outline: Every route opens for a guest
    When I visit "<address>"
    Then I see the "<heading>" heading

    Examples:
      | address   | heading              |
      | /         | Today's deals        |
      | /login    | Sign in              |
      | /checkout | Your shopping Basket |

  Scenario: An unknown address shows a page with a way home
    When I visit "/no/such/page"
    Then I see the "Sorry, we couldn't find that page" heading
    When I follow the "Go to the Storefront home page" link
    Then I see the home page

  Scenario Outline: Each page names itself in its title and has one description of its own
    When I visit "<address>"
    Then the page title is "<title>"
    And the page's one description begins "<description>"

    Examples:
      | address       | title                                              | description                    |
      | /             | Storefront: smartwatches, laptops, tablets and more | Today's deals on smartwatches  |
      | /login        | Sign in \| Storefront                              | Sign in to Storefront          |
      | /checkout     | Your shopping basket \| Storefront                 | Your Storefront basket         |
      | /no-such-page | Page not found \| Storefront                       | This Storefront page does not  |
