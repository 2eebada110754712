// The floor app's pages. "/": a heading, a paragraph, a link to the basket and a button whose text a bound service
// gives, all in the prerendered HTML. "/basket": like the storefront's basket page, rows only the browser can know
// (there, the saved basket), so they are drawn by the app once it runs: the floor for a page whose largest paint
// needs the app. Its rows are those saved under FLOOR_BASKET_KEY, if any (the bench's 1,000 rows), else 20 of its own.
import type { Container } from 'inversify';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { Greeting } from './container';
import { FLOOR_BASKET_KEY, type FloorRow } from './saved-rows';

const OWN_ROWS: FloorRow[] = Array.from({ length: 20 }, (_, row) => ({
  title: `Row ${row + 1}`,
  price: 'A row as long as a basket row’s title and price, drawn by the app from what only the browser knows.',
}));

export function FloorPage({ services }: { services: Container }) {
  const [clicks, setClicks] = useState(0);
  // Marks the page hydrated, so the bench clicks its link only once the app answers it.
  useEffect(() => {
    document.body.dataset.hydrated = '';
  }, []);
  return (
    <main>
      <h1>The floor of the runtime</h1>
      <Routes>
        <Route path="/basket" element={<BrowserOnlyRows />} />
        <Route
          path="*"
          element={
            <p>
              React, React Router and Inversify with reflect-metadata, prerendered and hydrated, and nothing else.{' '}
              <Link to="/basket">Basket</Link>
            </p>
          }
        />
      </Routes>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {services.get(Greeting).text(clicks)}
      </button>
    </main>
  );
}

const unchanging = () => () => {};

/** The rows saved for the floor's basket, read once: unreadable or absent, its own. */
let saved: FloorRow[] | undefined;
const savedRows = () => {
  try {
    saved ??= (JSON.parse(localStorage.getItem(FLOOR_BASKET_KEY) ?? 'null') as FloorRow[] | null) ?? OWN_ROWS;
  } catch {
    saved = OWN_ROWS;
  }
  return saved;
};
const noRows = (): FloorRow[] => [];

/**
 * Rows the prerendered page cannot hold: none on the server, all of them in the browser, so React draws them
 * right after hydrating, as the storefront's store does its saved basket. Each has the storefront's basket row's
 * parts: a picture's place, a title, a price and a button.
 */
function BrowserOnlyRows() {
  const rows = useSyncExternalStore(unchanging, savedRows, noRows);
  return (
    <ul>
      {rows.map((row, index) => (
        <li key={index}>
          <img alt={row.title} width={180} height={180} />
          <h2>{row.title}</h2>
          <p>{row.price}</p>
          <button type="button">Remove</button>
        </li>
      ))}
    </ul>
  );
}
