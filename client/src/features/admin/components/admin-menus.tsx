import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { kindUis } from '../../../lib/listings/kind-uis';
import { useIsAdmin } from '../../auth';

function titleCase(noun: string): string {
  return noun.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

interface MenuLink {
  to: string;
  label: string;
}

/** What creates: a post, or a listing of each kind. */
const createLinks: MenuLink[] = [
  { to: paths.newPost, label: 'Blog Post' },
  ...kindUis.map((kind) => ({ to: kind.createRoute, label: titleCase(kind.headingNoun) })),
];

/** The administrator's other pages: what readers sent and the site mailed, the data kept, imports. */
const adminLinks: MenuLink[] = [
  { to: paths.suggestionsInbox, label: 'Suggestions inbox' },
  { to: paths.outbox, label: 'Outbox' },
  { to: paths.needsChecking, label: 'Needs checking' },
  { to: paths.providers, label: 'Providers' },
  { to: paths.merchants, label: 'Merchants' },
  { to: paths.merchantReports, label: 'Merchant code reports' },
  { to: paths.governmentSecuritiesAdmin, label: 'T-bills and Savings Bonds' },
  { to: paths.history, label: 'Recently deleted' },
  { to: paths.importListings, label: 'Import listings' },
];

interface HeaderDropdownProps {
  id: string;
  title: string;
  links: MenuLink[];
  /** Opens leftwards from its right edge, so the rightmost menu stays inside the window. */
  alignEnd?: boolean;
}

function HeaderDropdown({ id, title, links, alignEnd = false }: HeaderDropdownProps) {
  return (
    <NavDropdown as="li" title={title} id={id} align={alignEnd ? 'end' : undefined}>
      {links.map((link) => (
        <NavDropdown.Item as={Link} to={link.to} key={link.to}>
          {link.label}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}

/**
 * The administrator's menus in the header: 'Create New' (a post or a listing of each kind: only
 * what creates) and, beside it, 'Admin' (the inbox, the outbox, the listings needing a check, the
 * providers, the merchants, the recently deleted records and the import). Admins only.
 */
export function AdminMenus() {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return null;
  return (
    <Nav as="ul">
      <HeaderDropdown id="create-new-menu" title="Create New" links={createLinks} />
      <HeaderDropdown id="admin-menu" title="Admin" links={adminLinks} alignEnd />
    </Nav>
  );
}
