import { Link, useLocation } from 'react-router-dom';
import { SESSION } from '@/application/services';
import { greetingName } from '@/domain/user';
import logoUrl from '@/ui/assets/logo.svg';
import { useAppState, useService } from '@/ui/use-service';

/** Logo, search box, greeting with Sign In / Sign Out, the static entries and the basket link (SPEC §2). */
export function Header() {
  const user = useAppState((state) => state.user);
  const count = useAppState((state) => state.basket.length);
  const session = useService(SESSION);
  const location = useLocation();

  return (
    <header className="header">
      <Link to="/" className="header__logo">
        <img src={logoUrl} alt="Storefront home" width={120} height={36} />
      </Link>

      <form className="header__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <input className="header__search-input" type="search" aria-label="Search" />
        <span className="header__search-icon" aria-hidden="true" />
      </form>

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
        <Link to="/checkout" className="header__basket" aria-label={basketLabel(count)}>
          <span className="header__basket-icon" aria-hidden="true" />
          <span className="header__basket-count">{count}</span>
        </Link>
      </nav>
    </header>
  );
}

function basketLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'} in basket`;
}
