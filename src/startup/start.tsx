// The app proper, fetched by main.tsx after the first paint (README.md here): builds the container, follows the sign-in state, hydrates.
import { StrictMode } from 'react';
import { APP_UPDATES } from '@/application/ports';
import { APP_STORE, SESSION, SHOPPING_BASKET } from '@/application/services';
import {
  createBrowserContainer,
  fakeAuthModule,
  firebaseAuthModule,
  indexedDbBasketModule,
  localStorageBasketModule,
} from '@/composition/container';
import { settingsFromEnv } from '@/composition/settings';
import { App, BrowserRoutes } from '@/ui/app';
import { ServicesProvider } from '@/ui/services-context';
import { adoptSavedRows, SavedRows } from '@/ui/saved-rows';
import { WhenMounted } from '@/ui/when-mounted';
import { render } from './render';

const root = document.getElementById('root')!;

let markInteractive: () => void;
/** Settles once React has hydrated or rendered the page: main.tsx then replays the taps held meanwhile. */
export const interactive = new Promise<void>((resolve) => (markInteractive = resolve));

/** The page is interactive: QA's steps wait for this mark. */
function onInteractive() {
  root.dataset.interactive = '';
  markInteractive();
}

/**
 * Ends the current task, so the browser may paint and answer a tap between the steps of start-up: evaluating this
 * chunk, building the container, resolving the services, and hydrating. Run as one task, on a slow phone they pass
 * the 50 ms at which a task blocks input (about 75 ms as one task under Lighthouse's 4× slower phone).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start() {
  await nextTask();
  try {
    const settings = settingsFromEnv(import.meta.env);
    // The build names its profile as a constant (vite.config.ts), so the bundle keeps only that profile's auth
    // adapters: the other's would weigh on every page's initial JavaScript.
    const auth = __AUTH_PROFILE__ === 'firebase' ? firebaseAuthModule(settings.firebase!) : fakeAuthModule();
    const basket = __BASKET_STORAGE__ === 'indexeddb' ? indexedDbBasketModule() : localStorageBasketModule();
    const services = createBrowserContainer(window, auth, basket);
    await nextTask();
    services.get(SESSION).follow();
    await nextTask();
    // The build prerenders some routes (vite.config.ts); any other address gets the home page's HTML
    // as its fallback, which is replaced rather than hydrated.
    const hydrating = root.dataset.prerendered === location.pathname;
    const savedRows = hydrating
      ? await adoptSavedRows(root, async () => {
          await services.get(SHOPPING_BASKET).settled();
          return services.get(APP_STORE).getState().basket;
        })
      : undefined;
    const app = (
      <StrictMode>
        <ServicesProvider services={services}>
          <SavedRows value={savedRows}>
            <BrowserRoutes>
              <App />
            </BrowserRoutes>
          </SavedRows>
          <WhenMounted
            onMount={() => {
              onInteractive();
              // The service worker serves the next visit: its download waits until this one is interactive.
              services.get(APP_UPDATES).start();
            }}
          />
        </ServicesProvider>
      </StrictMode>
    );
    render(root, app, hydrating);
  } catch (error) {
    // A misconfigured build: say so on the page rather than leave it blank.
    console.error('The storefront could not start.', error);
    root.textContent = `The storefront could not start: ${error instanceof Error ? error.message : String(error)}`;
  }
}

void start();
