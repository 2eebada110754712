// The floor app's one route: a heading, a paragraph and a button whose text a bound service gives.
import type { Container } from 'inversify';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Greeting } from './container';

export function FloorPage({ services }: { services: Container }) {
  const [clicks, setClicks] = useState(0);
  const home = (
    <main>
      <h1>The floor of the runtime</h1>
      <p>React, React Router and Inversify with reflect-metadata, prerendered and hydrated, and nothing else.</p>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {services.get(Greeting).text(clicks)}
      </button>
    </main>
  );
  return (
    <Routes>
      <Route path="*" element={home} />
    </Routes>
  );
}
