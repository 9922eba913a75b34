import { STALE_AFTER_DAYS, listingDetailPath, type NeedsCheckingItem } from '@sg-finance/contract';
import { useMemo, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDate } from '../../../lib/dates';
import { kindUiByKey } from '../../../lib/listings/kind-uis';
import { useKeyedLoad } from '../../../app/keyed-loads';
import { needsCheckingLoad } from '../store/needs-checking-load';
import { DataTable, type Column } from '../components/data-table';
import { SourceFinding } from '../components/source-finding';

const columnsSettledBy = (onSettled: () => void): readonly Column<NeedsCheckingItem>[] => [
  {
    header: 'Listing',
    cell: (item) => <Link to={listingDetailPath(kindUiByKey(item.kind), item)}>{item.title}</Link>,
  },
  { header: 'Kind', cell: (item) => kindUiByKey(item.kind).headingNoun },
  { header: 'Provider', cell: (item) => item.category },
  {
    header: 'Last checked',
    cell: (item) =>
      item.verifiedAt
        ? `${formatDate(item.verifiedAt)} (${item.daysSinceVerified} days ago)`
        : 'Never',
  },
  {
    header: 'Source page',
    cell: (item) => <SourceFinding item={item} onSettled={onSettled} />,
  },
];

/**
 * The administrators' list of listings whose terms are due a check against the provider's page:
 * a changed source page first, then never checked, then the oldest check.
 */
export function NeedsCheckingPage() {
  useDocumentTitle('Needs checking');
  const [reads, setReads] = useState(0);
  const load = useKeyedLoad(needsCheckingLoad, undefined, reads);
  const error = load?.status === 'failed' ? load.error : undefined;
  const items = load?.data;
  const columns = useMemo(() => columnsSettledBy(() => setReads((count) => count + 1)), []);

  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold">Needs checking</h1>
      <p className="text-body-secondary">
        Listings whose source page changed since their terms were checked, or could not be read,
        then those never checked against the provider&apos;s page or not for {STALE_AFTER_DAYS}{' '}
        days. Visitors see that their figures may be out of date.
      </p>
      {error ? (
        <ErrorBanner message={error} />
      ) : !items ? (
        <LoadingSpinner />
      ) : items.length === 0 ? (
        <p>Every listing was checked in the last {STALE_AFTER_DAYS} days.</p>
      ) : (
        <DataTable
          label="Listings to check"
          columns={columns}
          rows={items}
          rowKey={(item) => `${item.kind}-${item._id}`}
        />
      )}
    </Container>
  );
}
