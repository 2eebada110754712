import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { LOGGER } from '../application/ports';
import { Header } from './components/header';
import { ErrorBoundary } from './error-boundary';
import { Checkout } from './screens/checkout';
import { Home } from './screens/home';
import { Login } from './screens/login';
import { NotFound } from './screens/not-found';
import { useService } from './services-context';

/** The routes of SPEC §2: /login without the header; /, /checkout and anything else with it. */
export function App() {
  const logger = useService(LOGGER);
  const { pathname } = useLocation();
  return (
    // Keyed by path, so leaving a page that failed clears the failure.
    <ErrorBoundary logger={logger} key={pathname}>
      <Routes>
        <Route path="/login" element={<Login />} />
        <Route element={<WithHeader />}>
          <Route path="/" element={<Home />} />
          <Route path="/checkout" element={<Checkout />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}

function WithHeader() {
  return (
    <>
      <Header />
      <Outlet />
    </>
  );
}
