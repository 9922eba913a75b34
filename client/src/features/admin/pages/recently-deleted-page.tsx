import type { Revision } from '@sg-finance/contract';
import { useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { describeApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { getRecentlyDeleted } from '../api/history-api';
import { historyAddress, historyNoun, revisionTitle } from '../lib/history-record';

/** The latest deleted listings and posts, each linked to its history, where it can be restored. */
export function RecentlyDeletedPage() {
  useDocumentTitle('Recently deleted');
  const [deleted, setDeleted] = useState<Revision[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    getRecentlyDeleted()
      .then(setDeleted)
      .catch((reason: unknown) => setError(describeApiError(reason)));
  }, []);

  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold">Recently deleted</h1>
      <p className="text-body-secondary">
        Listings and posts deleted lately. Open one&apos;s history to see it and bring it back.
      </p>
      {error ? (
        <ErrorBanner message={error} />
      ) : !deleted ? (
        <LoadingSpinner />
      ) : deleted.length === 0 ? (
        <p>Nothing has been deleted.</p>
      ) : (
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Deleted records">
          <Table striped className="align-middle">
            <thead>
              <tr>
                <th scope="col">Record</th>
                <th scope="col">Kind</th>
                <th scope="col">Deleted</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {deleted.map((entry) => (
                <tr key={entry._id}>
                  <td>
                    <Link to={historyAddress(entry.kind, entry.recordId)}>
                      {revisionTitle(entry)}
                    </Link>
                  </td>
                  <td>{historyNoun(entry.kind)}</td>
                  <td>{formatDateTime(entry.at)}</td>
                  <td>{entry.by.name}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </Container>
  );
}
