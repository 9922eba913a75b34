import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { kindUis } from '../../../lib/listings/kind-uis';
import { useIsAdmin } from '../../auth';

function titleCase(noun: string): string {
  return noun.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

const createLinks = [
  { to: paths.newPost, label: 'Blog Post' },
  ...kindUis.map((kind) => ({ to: kind.createRoute, label: titleCase(kind.headingNoun) })),
];

/**
 * The header's 'Create New' menu: a new post or a new listing of each kind, then, apart, the
 * suggestions inbox, the listings needing a check and the providers (inside the menu, so the
 * administrator's header still fits at 1200 px).
 * Admins only.
 */
export function CreateNewMenu() {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return null;
  return (
    <Nav as="ul">
      <NavDropdown as="li" title="Create New" id="create-new-menu">
        {createLinks.map((link) => (
          <NavDropdown.Item as={Link} to={link.to} key={link.to}>
            {link.label}
          </NavDropdown.Item>
        ))}
        <NavDropdown.Divider />
        <NavDropdown.Item as={Link} to={paths.suggestionsInbox}>
          Suggestions inbox
        </NavDropdown.Item>
        <NavDropdown.Item as={Link} to={paths.needsChecking}>
          Needs checking
        </NavDropdown.Item>
        <NavDropdown.Item as={Link} to={paths.importListings}>
          Import listings
        </NavDropdown.Item>
        <NavDropdown.Item as={Link} to={paths.providers}>
          Providers
        </NavDropdown.Item>
        <NavDropdown.Item as={Link} to={paths.merchants}>
          Merchants
        </NavDropdown.Item>
        <NavDropdown.Item as={Link} to={paths.outbox}>
          Outbox
        </NavDropdown.Item>
      </NavDropdown>
    </Nav>
  );
}
