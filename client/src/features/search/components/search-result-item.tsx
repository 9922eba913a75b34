import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { listingDetailPath } from '@sg-finance/contract';
import { kindUiByResource } from '../../../lib/listings/kind-uis';
import type { SearchResult } from '@sg-finance/contract';

/** Where a result leads and what it is called: the kind's detail page, or the blog post. */
function destinationOf(result: SearchResult): { href: string; label: string } | null {
  const slugOrId = result.slug || result.id;
  if (result.type === 'posts') return { href: paths.post(slugOrId), label: 'Blog' };
  const kind = kindUiByResource(result.type);
  if (!kind) return null;
  return {
    href: listingDetailPath(kind, { slug: result.slug, _id: result.id }),
    label: kind.navLabel,
  };
}

export function SearchResultItem({ result }: { result: SearchResult }) {
  const destination = destinationOf(result);
  if (!destination) return null;
  return (
    <li className="search-result py-3 border-bottom">
      <p className="mb-1 small">
        <Badge bg="secondary" className="me-2">
          {destination.label}
        </Badge>
        {result.category && <span className="text-body-secondary">{result.category}</span>}
      </p>
      <h2 className="h5 mb-1">
        <Link to={destination.href}>{result.title}</Link>
      </h2>
      {result.subtitle && <p className="mb-0 text-body-secondary">{result.subtitle}</p>}
    </li>
  );
}
