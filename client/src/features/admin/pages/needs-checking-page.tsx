import { STALE_AFTER_DAYS, listingDetailPath, type NeedsCheckingItem } from '@sg-finance/contract';
import { useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { describeApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { listingKindByKey } from '../../listings/listing-kinds';
import { getNeedsChecking } from '../api/needs-checking-api';

/**
 * The administrators' list of listings whose terms are due a check against the provider's page:
 * never checked first, then the oldest check.
 */
export function NeedsCheckingPage() {
  useDocumentTitle('Needs checking');
  const [items, setItems] = useState<NeedsCheckingItem[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    getNeedsChecking()
      .then(setItems)
      .catch((reason: unknown) => setError(describeApiError(reason)));
  }, []);

  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold">Needs checking</h1>
      <p className="text-body-secondary">
        Listings whose terms were never checked against the provider&apos;s page, or not for{' '}
        {STALE_AFTER_DAYS} days. Visitors see that their figures may be out of date.
      </p>
      {error ? (
        <ErrorBanner message={error} />
      ) : !items ? (
        <LoadingSpinner />
      ) : items.length === 0 ? (
        <p>Every listing was checked in the last {STALE_AFTER_DAYS} days.</p>
      ) : (
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Listings to check">
          <Table striped className="align-middle">
            <thead>
              <tr>
                <th scope="col">Listing</th>
                <th scope="col">Kind</th>
                <th scope="col">Provider</th>
                <th scope="col">Last checked</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const kind = listingKindByKey(item.kind);
                return (
                  <tr key={`${item.kind}-${item._id}`}>
                    <td>
                      <Link to={listingDetailPath(kind, item)}>{item.title}</Link>
                    </td>
                    <td>{kind.headingNoun}</td>
                    <td>{item.category}</td>
                    <td>
                      {item.verifiedAt
                        ? `${formatDate(item.verifiedAt)} (${item.daysSinceVerified} days ago)`
                        : 'Never'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </div>
      )}
    </Container>
  );
}
