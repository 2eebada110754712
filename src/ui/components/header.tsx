import { useContext } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SESSION } from '@/application/services';
import { greetingName } from '@/domain/user';
import { basketLabel, FIGURES } from '@/ui/components/basket-figures';
import { Logo } from '@/ui/components/logo';
import { SavedRows } from '@/ui/saved-rows';
import { useAppState, useService } from '@/ui/use-service';
import { useHydrated } from '@/ui/use-hydrated';

/** Logo, search box, greeting with Sign In / Sign Out, the static entries and the basket link (SPEC §2). */
export function Header() {
  const user = useAppState((state) => state.user);
  // Prerendered, a page claims no count: the build cannot know a returning guest's basket (it is not 0).
  // The basket page may have shown a saved basket's count before the app ran: hydration starts from it.
  const drawn = useContext(SavedRows);
  const basketCount = useAppState((state) => state.basket.length);
  const count = useHydrated() ? basketCount : drawn?.length;
  const session = useService(SESSION);
  const location = useLocation();

  return (
    <header className="header">
      <Link to="/" className="header__logo">
        <Logo />
      </Link>

      {/* A search landmark, not a form: the search box has no behaviour (SPEC §2), so there is nothing to submit. */}
      <search className="header__search">
        <input className="header__search-input" type="search" aria-label="Search" />
        <span className="header__search-icon" aria-hidden="true">
          <svg width="22" height="22" viewBox="0 0 24 24">
            <circle cx="10" cy="10" r="6" fill="none" stroke="#131921" strokeWidth="2.5" />
            <path d="M15 15l5 5" stroke="#131921" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </span>
      </search>

      <nav className="header__nav" aria-label="Your account">
        <div className="header__option">
          <span className="header__line-one">Hello {greetingName(user)}</span>
          {user ? (
            // Signing out is all the link does (SPEC §2): the shopper stays on the page they were on.
            <Link
              to={location}
              className="header__line-two"
              onClick={(event) => {
                event.preventDefault();
                void session.signOut();
              }}
            >
              Sign Out
            </Link>
          ) : (
            <Link to="/login" className="header__line-two">
              Sign In
            </Link>
          )}
        </div>
        <div className="header__option">
          <span className="header__line-one">Returns </span>
          <span className="header__line-two">&amp; Orders</span>
        </div>
        <div className="header__option">
          <span className="header__line-one">Your </span>
          <span className="header__line-two">Prime</span>
        </div>
        <Link to="/checkout" className={FIGURES.basketLink} aria-label={basketLabel(count)}>
          <svg className="header__basket-icon" aria-hidden="true" width="32" height="28" viewBox="0 0 32 28">
            <path d="M1 3h5l4 16h16l4-12H8" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
            <circle cx="12" cy="24" r="2.2" fill="#fff" />
            <circle cx="24" cy="24" r="2.2" fill="#fff" />
          </svg>
          <span className={FIGURES.count}>{count}</span>
        </Link>
      </nav>
    </header>
  );
}
