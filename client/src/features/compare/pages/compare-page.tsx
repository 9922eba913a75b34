import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../../components/layouts/not-found-page';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ReferralDisclosure } from '../../../components/listings/referral-disclosure';
import { kindUiByResource, type KindUi } from '../../../lib/listings/kind-uis';
import { CompareTable } from '../components/compare-table';
import { useComparedListings } from '../hooks/use-compared-listings';
import { comparedSlugs } from '../lib/compare-items-param';
import { maxComparedItems } from '../lib/compare-tray';

/** `/compare/{kind}?items=a,b`: the named products of one kind side by side. */
export function ComparePage() {
  const { kindType = '' } = useParams();
  const kind = kindUiByResource(kindType);
  if (!kind) return <NotFoundPage />;
  return <Comparison key={kind.key} kind={kind} />;
}

function Comparison({ kind }: { kind: KindUi }) {
  const [searchParams] = useSearchParams();
  const { slugs, dropped } = comparedSlugs(searchParams.get('items'));
  const label = kind.navLabel.toLowerCase();
  usePageMeta({
    title: `Compare ${kind.navLabel}`,
    description: `${kind.navLabel} side by side: tiers, welcome rewards and details.`,
  });

  return (
    <Container className="py-4">
      <p className="mb-3">
        <Link to={kind.pageRoute}>&larr; All {label}</Link>
      </p>
      <h1 className="h2 fw-bold mb-3">Compare {kind.navLabel}</h1>
      {slugs.length === 0 ? (
        <p>
          Nothing to compare yet. Choose up to {maxComparedItems} {label} with &lsquo;Add to
          compare&rsquo; on the <Link to={kind.pageRoute}>{label} page</Link>.
        </p>
      ) : (
        <ComparedProducts kind={kind} slugs={slugs} dropped={dropped} />
      )}
    </Container>
  );
}

interface ComparedProductsProps {
  kind: KindUi;
  slugs: readonly string[];
  /** How many items of the address were left out, beyond the most compared. */
  dropped: number;
}

/** The products named, found in the kind's catalogue, side by side. */
function ComparedProducts({ kind, slugs, dropped }: ComparedProductsProps) {
  const { loading, listings, missing, error } = useComparedListings(kind, slugs);
  const label = kind.navLabel.toLowerCase();
  if (loading) return <LoadingSpinner />;
  return (
    <>
      {error && <ErrorBanner message={error} />}
      {missing.length > 0 && (
        <Alert variant="warning">
          We could not find {missing.length === 1 ? 'this item' : 'these items'}:{' '}
          {missing.join(', ')}. {missing.length === 1 ? 'It' : 'They'} may have been removed.
        </Alert>
      )}
      {dropped > 0 && (
        <Alert variant="info">
          Only the first {maxComparedItems} {label} are compared; {dropped} more{' '}
          {dropped === 1 ? 'was' : 'were'} left out.
        </Alert>
      )}
      {listings.length > 0 && (
        <>
          <CompareTable kind={kind} listings={listings} />
          <ReferralDisclosure className="mt-3 mb-0" />
        </>
      )}
    </>
  );
}
