import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <main className="message-page">
      <title>Page not found | Storefront</title>
      <h1>Sorry, we couldn't find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <Link to="/">Go to the Storefront home page</Link>
    </main>
  );
}
