import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SESSION } from './application/services';
import { createBrowserContainer, type Profile } from './composition/container';
import { App } from './ui/app';
import { ServicesProvider } from './ui/services-context';
import './ui/styles.css';

const profile = (import.meta.env.VITE_AUTH_PROFILE ?? 'fake') as Profile;
const services = createBrowserContainer(window, profile);
services.get(SESSION).follow();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ServicesProvider>
  </StrictMode>,
);
