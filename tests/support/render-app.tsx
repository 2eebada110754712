import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from '@/ui/app';
import { ServicesProvider } from '@/ui/services-context';
import { createTestStorefront, type TestStorefront } from './test-storefront';

export { createTestStorefront };

/** Renders the whole app at `route`, following the sign-in state as main.tsx does; `options` go to React's root. */
export function renderApp(
  route = '/',
  storefront: TestStorefront = createTestStorefront(),
  options: Pick<RenderOptions, 'onCaughtError'> = {},
) {
  storefront.session.follow();
  const user = userEvent.setup();
  const view = render(
    <ServicesProvider services={storefront.services}>
      <MemoryRouter initialEntries={[route]}>
        <App />
      </MemoryRouter>
    </ServicesProvider>,
    options,
  );
  return { ...storefront, ...view, user };
}
