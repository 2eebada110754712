import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SESSION } from './application/services';
import { createBrowserContainer } from './composition/container';
import { settingsFromEnv } from './composition/settings';
import { App } from './ui/app';
import { ServicesProvider } from './ui/services-context';
import './ui/styles.css';

const root = document.getElementById('root')!;

try {
  const services = createBrowserContainer(window, settingsFromEnv(import.meta.env));
  services.get(SESSION).follow();
  const app = (
    <StrictMode>
      <ServicesProvider services={services}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ServicesProvider>
    </StrictMode>
  );
  // The build prerenders some routes (vite.config.ts); any other address gets the home page's HTML
  // as its fallback, which is replaced rather than hydrated.
  if (root.dataset.prerendered === location.pathname) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
} catch (error) {
  // A misconfigured build: say so on the page rather than leave it blank.
  console.error('The storefront could not start.', error);
  root.textContent = `The storefront could not start: ${error instanceof Error ? error.message : String(error)}`;
}
