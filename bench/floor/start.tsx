// Hydrates the floor app as src/startup/start.tsx hydrates the storefront: an Inversify container with reflect-metadata,
// React Router's BrowserRouter rendering a page change within the click, StrictMode, hydration as a transition.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { floorContainer } from './container';
import { FloorPage } from './page';

const services = floorContainer();
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <BrowserRouter useTransitions={false}>
        <FloorPage services={services} />
      </BrowserRouter>
    </StrictMode>,
  );
});
