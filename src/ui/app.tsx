import { useEffect, useRef, type ReactNode } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { LOGGER } from '@/application/ports';
import { DEMO_STORE } from '@/application/services';
import { Header } from './components/header';
import { Announcer } from './announcer';
import { ErrorBoundary } from './error-boundary';
import { Checkout } from './screens/checkout';
import { Home } from './screens/home';
import { Login } from './screens/login';
import { NotFound } from './screens/not-found';
import { OfflineNotice } from './offline-notice';
import { UpdateOffer } from './update-offer';
import { SessionEndedNotice } from './session-ended-notice';
import { useService } from './use-service';

/** The routes of SPEC §2: /login without the header; /, /checkout and anything else with it. */
export function App() {
  const logger = useService(LOGGER);
  const { pathname } = useLocation();
  useFocusOnNavigation(pathname);
  return (
    <Announcer>
      <SessionEndedNotice />
      <OfflineNotice />
      <UpdateOffer />
      {/* Keyed by path, so leaving a page that failed clears the failure. */}
      <ErrorBoundary logger={logger} key={pathname}>
        <Routes>
          <Route
            path="/login"
            element={
              <>
                <DemoStoreNotice />
                <Login />
              </>
            }
          />
          <Route element={<WithHeader />}>
            <Route path="/" element={<Home />} />
            <Route path="/checkout" element={<Checkout />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </ErrorBoundary>
    </Announcer>
  );
}

/**
 * The running app's router. A page change renders at once, within the click, rather than as a React
 * transition: time-sliced, a 1,000-row basket page took about half as much main-thread time again to
 * appear (measured in Chromium), and no page here suspends, which is what a transition would wait for.
 */
export function BrowserRoutes({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

/**
 * Says so on every page when sign-in is the fake auth provider, so nobody takes the demo for a real store, and
 * offers what a developer starts with: the ready demo account, and the provider's console (a page of the
 * fake profile's build only, so a plain link rather than a route).
 */
function DemoStoreNotice() {
  if (!useService(DEMO_STORE)) return null;
  return (
    <aside className="demo-notice" aria-label="Demo store">
      {/* Short enough for two lines on a phone: it sits above every page. */}
      <strong>Demo store</strong>: nothing is sold; your data stays in this browser. Try demo@example.com / demo1234.{' '}
      <a href="/provider-console.html">Provider console</a>
    </aside>
  );
}

/**
 * After moving to another page, start at its top and put focus on its heading, as a full page load
 * would: a screen reader says where the shopper is, and the keyboard does not start from a link that
 * is gone. The first page keeps the browser's own start.
 */
function useFocusOnNavigation(pathname: string) {
  // The path last acted on, not a first-run flag: StrictMode runs effects twice.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  }, [pathname]);
}

function WithHeader() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {/* After the skip link, which the first Tab must still reach: the notice has a link of its own. */}
      <DemoStoreNotice />
      <Header />
      <Outlet />
    </>
  );
}
