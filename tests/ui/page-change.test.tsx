import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { App, BrowserRoutes } from '@/ui/app';
import { ServicesProvider } from '@/ui/services-context';
import { createTestStorefront } from '../support/render-app';

// The running app's page changes (BrowserRoutes, as start.tsx mounts it) render within the click, as
// React renders any click's update, not as a transition that React's scheduler renders in slices in
// later tasks: with a long basket, the slices took longer in all (measured in Chromium; timings live
// in `npm run bench`). Rendered as the app is, without act(), which would finish any transition too.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  history.replaceState(null, '', '/');
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
/** What the click's own task ends with: its microtasks, where React finishes a click's update. */
const endOfClick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

test('the basket link shows the basket page within its click, before any other task runs', async () => {
  const storefront = createTestStorefront();
  storefront.session.follow();
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(
    <ServicesProvider services={storefront.services}>
      <BrowserRoutes>
        <App />
      </BrowserRoutes>
    </ServicesProvider>,
  );
  for (let task = 0; task < 20 && !container.querySelector('a[href="/checkout"]'); task++) await nextTask();
  // Clicked as the shopper's browser does, outside React's test helpers.
  container.querySelector<HTMLAnchorElement>('a[href="/checkout"]')!.click();
  await endOfClick();
  expect(container.querySelector('h1')).toHaveTextContent('Your shopping Basket');
  root.unmount();
  container.remove();
});
