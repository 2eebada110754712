import { Link } from 'react-router-dom';

/** Any route the spec does not name: says so and leads home. */
export function NotFound() {
  return (
    <main className="message-page" id="main">
      <title>Page not found | Storefront</title>
      <meta
        name="description"
        content="This Storefront page does not exist: go back to the home page to keep shopping."
      />
      <h1 tabIndex={-1}>Sorry, we couldn't find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <Link to="/">Go to the Storefront home page</Link>
    </main>
  );
}
