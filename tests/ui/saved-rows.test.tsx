// A returning guest's basket page: its inline script draws the saved rows before the first paint, and the app
// then hydrates those very rows, or draws its own when they are no longer the basket's.
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { BrowserStorageBasketRepository } from '@/adapters/basket-storage/browser/browser-storage-basket-repository';
import { entryKey } from '@/adapters/basket-storage/browser/basket-entries';
import { StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { systemClock } from '@/adapters/clock/system-clock';
import { prerender, PRERENDERED_ROUTES, rowTemplates } from '@/composition/prerender';
import type { Product } from '@/domain/product';
import { drawSavedRows } from '@/startup/saved-rows';
import { App } from '@/ui/app';
import { adoptSavedRows, SavedRows } from '@/ui/saved-rows';
import { ServicesProvider } from '@/ui/services-context';
import { hydratesWithAct } from '../support/hydrate';
import { createTestStorefront } from '../support/render-app';

const [laptop, watch, tablet] = new StaticProductCatalog().products() as [Product, Product, Product];

const hydrate = hydratesWithAct(() => {
  localStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

/** Saves `items` as the guest's basket the way the storefront's Web Storage adapter does. */
const save = (items: Product[]) =>
  new BrowserStorageBasketRepository(localStorage, window, systemClock).append('guest', items);

/** The built basket page as the browser parses it: the prerendered page, its row templates, its inline script. */
function openBasketPage(): HTMLElement {
  history.replaceState(null, '', '/checkout');
  document.body.innerHTML = `<div id="root" data-prerendered="/checkout">${prerender('/checkout')}</div>${rowTemplates()}`;
  // The page as the build writes it, node by node: what React hoists (the title, the description) goes in the head.
  // eslint-disable-next-line testing-library/no-node-access
  const page = document.getElementById('root')!;
  // eslint-disable-next-line testing-library/no-node-access
  document.head.append(...page.querySelectorAll(':scope > title, :scope > meta'));
  drawSavedRows(document, () => localStorage);
  return page;
}

const rowTitles = () => screen.queryAllByRole('listitem').map((row) => within(row).getByRole('heading').textContent);

/** Starts the app on the page as start.tsx does, its basket being `shown`; returns what hydration could not reuse. */
async function startApp(page: HTMLElement, shown: Product[], route = '/checkout') {
  const storefront = createTestStorefront();
  await storefront.repository.append('guest', shown);
  storefront.session.follow();
  const savedRows = await adoptSavedRows(page, async () => {
    await storefront.basket.settled();
    return storefront.store.getState().basket;
  });
  const mismatches = await hydrate(
    page,
    <ServicesProvider services={storefront.services}>
      <SavedRows value={savedRows}>
        <MemoryRouter initialEntries={[route]}>
          <App />
        </MemoryRouter>
      </SavedRows>
    </ServicesProvider>,
  );
  return { mismatches, storefront };
}

describe("a returning guest's basket page", () => {
  test('shows the saved rows before the app runs, each named apart, with its title, price, stars and button', async () => {
    await save([laptop, watch, laptop]);
    openBasketPage();
    expect(rowTitles()).toEqual([laptop.title, watch.title, laptop.title]);
    const [first] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('button', { name: 'Remove from Basket' })).toHaveAccessibleDescription(
      laptop.title,
    );
    expect(within(first!).getByRole('img', { name: laptop.title })).toHaveAttribute('src', laptop.image);
    // Every id in the page once: each row's button is described by its own row's title.
    // eslint-disable-next-line testing-library/no-node-access
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("shows with them the header's count and the subtotal line of those rows, as the app shows them", async () => {
    await save([laptop, watch, laptop]); // 199.99 + 849.99 + 199.99
    openBasketPage();
    expect(screen.getByRole('link', { name: '3 items in basket' })).toHaveTextContent(/^3$/);
    expect(screen.getByRole('complementary', { name: 'Subtotal' })).toHaveTextContent(
      /^Subtotal \(3 items\): \$1,249\.97/,
    );
  });

  test('the app hydrates the very rows drawn before it, and they work at once', async () => {
    await save([laptop, watch, laptop]);
    const page = openBasketPage();
    const drawn = screen.getAllByRole('listitem');
    const { mismatches, storefront } = await startApp(page, [laptop, watch, laptop]);
    expect(mismatches).toEqual([]);
    expect(screen.getAllByRole('listitem')).toEqual(drawn);
    fireEvent.click(within(drawn[1]!).getByRole('button', { name: 'Remove from Basket' }));
    expect(rowTitles()).toEqual([laptop.title, laptop.title]);
    expect(storefront.store.getState().basket).toEqual([laptop, laptop]);
    expect(screen.getByRole('link', { name: '2 items in basket' })).toHaveTextContent(/^2$/);
  });

  test('rows that are no longer the basket the app reads (another tab changed it) give way to the app’s own', async () => {
    await save([laptop, watch]);
    const page = openBasketPage();
    const { mismatches } = await startApp(page, [tablet]);
    expect(mismatches).toEqual([]);
    expect(rowTitles()).toEqual([tablet.title]);
    expect(screen.getByRole('link', { name: '1 item in basket' })).toHaveTextContent(/^1$/);
    expect(screen.getByRole('complementary', { name: 'Subtotal' })).toHaveTextContent(
      /^Subtotal \(1 items\): \$239\.00/,
    );
  });

  test('skips what the app would drop: an unreadable entry, a product not in the catalogue', async () => {
    await save([watch]);
    localStorage.setItem(entryKey('guest', '0-unreadable'), '{not json');
    localStorage.setItem(entryKey('guest', '1-unknown'), JSON.stringify({ ...watch, id: 'not-in-the-catalogue' }));
    openBasketPage();
    expect(rowTitles()).toEqual([watch.title]);
  });

  test('shows each saved item as the catalogue has it, as the app does: its price now, not when it was saved', async () => {
    await save([{ ...watch, price: 1 as Product['price'] }]);
    openBasketPage();
    expect(screen.getByRole('complementary', { name: 'Subtotal' })).toHaveTextContent(
      /^Subtotal \(1 items\): \$849\.99/,
    );
  });

  test('draws nothing when storage refuses, or when the guest has saved nothing: the app draws what it finds', async () => {
    openBasketPage();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    history.replaceState(null, '', '/checkout');
    drawSavedRows(document, () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('every prerendered page with the header (the sign-in page has none)', () => {
  test.each(PRERENDERED_ROUTES.filter((route) => route !== '/login'))(
    '%s claims no basket count before the app has read the basket: its basket link says only "Basket"',
    (route) => {
      history.replaceState(null, '', route);
      document.body.innerHTML = `<div id="root" data-prerendered="${route}">${prerender(route)}</div>`;
      expect(screen.getByRole('link', { name: 'Basket' })).toHaveTextContent(/^$/);
    },
  );

  test('shows, once the app has started, the count of the basket it read', async () => {
    history.replaceState(null, '', '/');
    document.body.innerHTML = `<div id="root" data-prerendered="/">${prerender('/')}</div>`;
    // eslint-disable-next-line testing-library/no-node-access
    const { mismatches } = await startApp(document.getElementById('root')!, [laptop, watch, laptop], '/');
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('link', { name: '3 items in basket' })).toHaveTextContent(/^3$/);
  });
});
