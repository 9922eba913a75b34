import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import NavbarContext from 'react-bootstrap/NavbarContext';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { kindUis } from '../../lib/listings/kind-uis';
import { SearchIcon } from '../ui/search-icon';

export interface SiteHeaderProps {
  /** Sign Up and Login, or Logout. */
  accountNav?: ReactNode;
  /** The administrators' 'Create New' menu; the caller passes it for administrators only. */
  adminMenu?: ReactNode;
}

const siteLinks = [
  { to: paths.home, label: 'Home' },
  ...kindUis
    .filter((kind) => kind.inHeaderMenu !== false)
    .map((kind) => ({ to: kind.pageRoute, label: kind.navLabel })),
  { to: paths.blog, label: 'Blog' },
  { to: paths.suggestRewards, label: 'Suggest Rewards' },
];

/** While the small-screen menu is open, Escape closes it and gives the focus back to its toggle. */
function useEscapeCloses(expanded: boolean, close: () => void) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!expanded) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [expanded, close]);
  return toggleRef;
}

export function SiteHeader({ accountNav, adminMenu }: SiteHeaderProps) {
  const [expanded, setExpanded] = useState(false);
  const close = useCallback(() => setExpanded(false), []);
  const toggleRef = useEscapeCloses(expanded, close);
  const navbar = useMemo(
    () => ({ bsPrefix: 'navbar', expand: 'xl', expanded, onToggle: () => setExpanded(!expanded) }),
    [expanded],
  );
  // Choosing a link or a button of the small-screen menu closes it; a dropdown's toggle (the
  // admin's 'Create New', a link with role button) only opens its items.
  const closeOnChoice = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.target instanceof Element &&
      event.target.closest('a:not(.dropdown-toggle), button:not(.dropdown-toggle)')
    ) {
      close();
    }
  };
  return (
    <header>
      {/* Bootstrap's navbar markup: react-bootstrap's Navbar would bring its off-canvas and modal
          code into every visitor's script. The admin menu's Nav components read this context. */}
      <NavbarContext.Provider value={navbar}>
        <nav className="navbar navbar-expand-xl bg-dark" data-bs-theme="dark" aria-label="Main">
          {/* Wider than the page below it until 1400 px, so a signed-in administrator's menu fits
              on one line from 1200 px. */}
          <div className="container-xxl">
            <NavLink className="navbar-brand" to={paths.home}>
              SG Finance Rewards
            </NavLink>
            <button
              ref={toggleRef}
              type="button"
              className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
              aria-controls="main-navigation"
              aria-expanded={expanded}
              aria-label="Toggle navigation"
              onClick={() => setExpanded(!expanded)}
            >
              <span className="navbar-toggler-icon" />
            </button>
            {/* Clicks inside are only gathered here to close the menu; the links handle keys. */}
            <div
              id="main-navigation"
              className={`navbar-collapse collapse${expanded ? ' show' : ''}`}
              onClick={closeOnChoice}
            >
              <ul className="navbar-nav me-auto">
                {siteLinks.map((link) => (
                  <li className="nav-item" key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.to === paths.home || link.to === paths.blog}
                      className="nav-link text-nowrap"
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <ul className="navbar-nav">
                <li className="nav-item">
                  {/* An icon on wide screens, where the menu has no room for another word. */}
                  <NavLink
                    to={paths.search}
                    aria-label="Search"
                    className="nav-link d-flex align-items-center"
                  >
                    <SearchIcon />
                    <span className="d-xl-none ms-2">Search</span>
                  </NavLink>
                </li>
              </ul>
              {adminMenu}
              {accountNav}
            </div>
          </div>
        </nav>
      </NavbarContext.Provider>
    </header>
  );
}
