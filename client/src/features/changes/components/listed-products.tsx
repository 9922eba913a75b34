import type { CatalogueChange } from '@sg-finance/contract';
import { formatDate } from '../../../lib/dates';
import { ChangedProductName, kindAndProvider } from './changed-product';

/**
 * One line of `/changes` for products added one after another on one day: '73 products listed on
 * 28/Nov/2026', their names folded under it, each linked to its page.
 */
export function ListedProducts({ at, listings }: { at: string; listings: CatalogueChange[] }) {
  return (
    <li className="change-group border-bottom py-3">
      <h2 className="h6 mb-1">
        {listings.length} products listed on <time dateTime={at}>{formatDate(at)}</time>
      </h2>
      <details>
        <summary className="small">Which products</summary>
        <ul className="small mb-0 mt-2">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ChangedProductName change={listing} />{' '}
              <span className="text-body-secondary">· {kindAndProvider(listing)}</span>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
