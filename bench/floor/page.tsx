// The floor app's pages. "/": a heading, a paragraph and a button whose text a bound service gives, all in
// the prerendered HTML. "/basket": like the storefront's basket page, rows only the browser can know (there,
// the saved basket), so they are drawn by the app once it runs: the floor for a page whose largest paint
// needs the app.
import type { Container } from 'inversify';
import { useState, useSyncExternalStore } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Greeting } from './container';

const ROWS = 20;

export function FloorPage({ services }: { services: Container }) {
  const [clicks, setClicks] = useState(0);
  return (
    <main>
      <h1>The floor of the runtime</h1>
      <Routes>
        <Route path="/basket" element={<BrowserOnlyRows />} />
        <Route
          path="*"
          element={
            <p>React, React Router and Inversify with reflect-metadata, prerendered and hydrated, and nothing else.</p>
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

/**
 * Rows the prerendered page cannot hold: none on the server, all of them in the browser, so React draws them
 * right after hydrating, as the storefront's store does its saved basket.
 */
function BrowserOnlyRows() {
  const rows = useSyncExternalStore(
    unchanging,
    () => ROWS,
    () => 0,
  );
  return (
    <ul>
      {Array.from({ length: rows }, (_, row) => (
        <li key={row}>
          <h2>Row {row + 1}</h2>
          <p>
            A row as long as a basket row&apos;s title and price, drawn by the app from what only the browser knows.
          </p>
        </li>
      ))}
    </ul>
  );
}
