import type { Revision } from '@sg-finance/contract';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDateTime } from '../../../lib/dates';
import { useKeyedLoad } from '../../../app/keyed-loads';
import { recentlyDeletedLoad } from '../store/history-loads';
import { DataTable, type Column } from '../components/data-table';
import { historyAddress, historyNoun, revisionTitle } from '../lib/history-record';

const deletedColumns: readonly Column<Revision>[] = [
  {
    header: 'Record',
    cell: (entry) => (
      <Link to={historyAddress(entry.kind, entry.recordId)}>{revisionTitle(entry)}</Link>
    ),
  },
  { header: 'Kind', cell: (entry) => historyNoun(entry.kind) },
  { header: 'Deleted', cell: (entry) => formatDateTime(entry.at) },
  { header: 'By', cell: (entry) => entry.by.name },
];

/** The latest deleted listings and posts, each linked to its history, where it can be restored. */
export function RecentlyDeletedPage() {
  useDocumentTitle('Recently deleted');
  const load = useKeyedLoad(recentlyDeletedLoad, undefined);
  const error = load?.status === 'failed' ? load.error : undefined;
  const deleted = load?.status === 'ready' ? load.data : undefined;

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
        <DataTable
          label="Deleted records"
          columns={deletedColumns}
          rows={deleted}
          rowKey={(entry) => entry._id}
        />
      )}
    </Container>
  );
}
