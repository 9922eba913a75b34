import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { listingKinds } from '../../features/listings/listing-kinds';
import { SearchIcon } from '../ui/search-icon';

export interface SiteHeaderProps {
  /** Sign Up and Login, or Logout. */
  accountNav?: ReactNode;
  /** The administrators' 'Create New' menu; the caller passes it for administrators only. */
  adminMenu?: ReactNode;
}

const siteLinks = [
  { to: paths.home, label: 'Home' },
  ...listingKinds.map((kind) => ({ to: kind.route, label: kind.navLabel })),
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
  return (
    <header>
      <Navbar
        expand="xl"
        bg="dark"
        data-bs-theme="dark"
        collapseOnSelect
        expanded={expanded}
        onToggle={setExpanded}
        aria-label="Main"
      >
        <Container>
          <Navbar.Brand as={NavLink} to={paths.home}>
            SG Finance Rewards
          </Navbar.Brand>
          <Navbar.Toggle
            ref={toggleRef}
            aria-controls="main-navigation"
            aria-expanded={expanded}
            aria-label="Toggle navigation"
          />
          <Navbar.Collapse id="main-navigation">
            <Nav as="ul" className="me-auto">
              {siteLinks.map((link) => (
                <Nav.Item as="li" key={link.to}>
                  <Nav.Link
                    as={NavLink}
                    to={link.to}
                    end={link.to === paths.home || link.to === paths.blog}
                    eventKey={link.to}
                    className="text-nowrap"
                  >
                    {link.label}
                  </Nav.Link>
                </Nav.Item>
              ))}
            </Nav>
            <Nav as="ul">
              <Nav.Item as="li">
                {/* An icon on wide screens, where the menu has no room for another word. */}
                <Nav.Link
                  as={NavLink}
                  to={paths.search}
                  eventKey={paths.search}
                  aria-label="Search"
                  className="d-flex align-items-center"
                >
                  <SearchIcon />
                  <span className="d-xl-none ms-2">Search</span>
                </Nav.Link>
              </Nav.Item>
            </Nav>
            {adminMenu}
            {accountNav}
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
