import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
  createRoot(root).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ServicesProvider>
    </StrictMode>,
  );
} catch (error) {
  // A misconfigured build: say so on the page rather than leave it blank.
  console.error('The storefront could not start.', error);
  root.textContent = `The storefront could not start: ${error instanceof Error ? error.message : String(error)}`;
}
