import {
  bonusOutcomeWords,
  paymentChannelWords,
  spendCategoryWords,
  type ListingKindKey,
  type MerchantPage as MerchantPageData,
} from '@sg-finance/contract';
import { merchantEvidenceRules } from '@sg-finance/finance';
import Container from 'react-bootstrap/Container';
import Table from 'react-bootstrap/Table';
import { Link, useParams } from 'react-router-dom';
import { useKeyedLoad } from '../../../app/keyed-loads';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { formatDate } from '../../../lib/dates';
import { useSignedIn } from '../../auth';
import { useCatalogue } from '../../catalogue';
import { MerchantEvidenceLine } from '../components/merchant-evidence-line';
import { MerchantReportForm } from '../components/merchant-report-form';
import { merchantPageLoad } from '../store/merchant-page-load';

const cardsOnly: readonly ListingKindKey[] = ['card'];

/** The report form for a signed-in user, with the catalogue's cards; a sign-in link otherwise. */
function ReportSection({ slug }: { slug: string }) {
  const signedIn = useSignedIn();
  if (!signedIn) {
    return (
      <p>
        <Link to={`${paths.login}?next=${encodeURIComponent(paths.merchant(slug))}`}>Sign in</Link>{' '}
        to report what your statement shows.
      </p>
    );
  }
  return <SignedInReport slug={slug} />;
}

function SignedInReport({ slug }: { slug: string }) {
  const catalogue = useCatalogue(cardsOnly);
  if (catalogue.status === 'failed') return <ErrorBanner message={catalogue.error} />;
  if (catalogue.status === 'loading') return <LoadingSpinner />;
  return <MerchantReportForm merchantSlug={slug} cards={catalogue.catalogue.card} />;
}

function MerchantDetails({ page }: { page: MerchantPageData }) {
  const { merchant, reports } = page;
  usePageMeta({ title: `${merchant.name}: merchant category code` });
  return (
    <>
      <h1 className="h2 fw-bold">{merchant.name}</h1>
      <p>
        Its charges are usually{' '}
        <strong>{spendCategoryWords[merchant.category].toLowerCase()}</strong>.
        {merchant.excludedNote && ` ${merchant.excludedNote}`}
      </p>
      <section aria-labelledby="merchant-code" className="mb-4">
        <h2 id="merchant-code" className="h4">
          Its merchant category code
        </h2>
        <p>
          <MerchantEvidenceLine evidence={merchant.evidence} />
        </p>
        <details className="small">
          <summary>How we calculate</summary>
          <ul className="mt-2">
            {merchantEvidenceRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </details>
      </section>
      <section aria-labelledby="merchant-reports" className="mb-4">
        <h2 id="merchant-reports" className="h4">
          What statements showed
        </h2>
        {reports.length === 0 ? (
          <p className="text-body-secondary">No approved report yet.</p>
        ) : (
          <Table responsive size="sm" className="small">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">MCC</th>
                <th scope="col">Statement</th>
                <th scope="col">Paid</th>
                <th scope="col">Card</th>
                <th scope="col">Bonus</th>
              </tr>
            </thead>
            <tbody>
              {reports.map((report) => (
                <tr key={report._id}>
                  <td>{formatDate(report.day)}</td>
                  <td>{report.mcc ?? '–'}</td>
                  <td>{report.statementText || '–'}</td>
                  <td>{paymentChannelWords[report.channel]}</td>
                  <td>{report.card.title}</td>
                  <td>{bonusOutcomeWords[report.bonusCame]}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      <section aria-labelledby="merchant-report" className="mb-4">
        <h2 id="merchant-report" className="h4">
          Report your statement
        </h2>
        <ReportSection slug={merchant.slug} />
      </section>
    </>
  );
}

/** `/merchants/<slug>`: a merchant's code, the approved reports behind it, and a report form. */
export function MerchantPage() {
  const { slugOrId = '' } = useParams();
  const entry = useKeyedLoad(merchantPageLoad, slugOrId);
  return (
    <Container className="py-4">
      {entry?.data ? (
        <MerchantDetails page={entry.data} />
      ) : entry?.status === 'failed' ? (
        <ErrorBanner message={entry.error} />
      ) : (
        <LoadingSpinner />
      )}
    </Container>
  );
}
