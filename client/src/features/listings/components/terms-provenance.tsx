import { bankCategories, mayBeOutOfDate, type TermSource } from '@sg-finance/contract';
import { formatDate } from '../../../lib/dates';
import { safeHref } from '../../../lib/safe-url';

interface TermsProvenanceProps {
  source: TermSource | undefined;
  /** The provider the listing belongs to: a bank of the spec is 'the bank'. */
  provider: string;
}

/**
 * Where the figures of a listing come from and when they were last checked, and a warning when
 * they were not checked for 90 days (or never), so a visitor knows how far to trust them.
 */
export function TermsProvenance({ source, provider }: TermsProvenanceProps) {
  const whose = (bankCategories as readonly string[]).includes(provider)
    ? "the bank's"
    : "the provider's";
  const stale = mayBeOutOfDate(source?.verifiedAt);
  const href = source && safeHref(source.url);
  return (
    <div className="small mt-3 terms-provenance">
      {source ? (
        <p className="mb-1">
          Terms checked on {formatDate(source.verifiedAt)} against{' '}
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {whose} page<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <>{whose} page</>
          )}
          {source.verifiedBy && <> by {source.verifiedBy}</>}.
        </p>
      ) : (
        <p className="mb-1">These terms have not been checked against {whose} page yet.</p>
      )}
      {stale && (
        <p className="mb-0 text-warning-emphasis fw-semibold" role="note">
          These figures may be out of date: check them on {whose} page before you apply.
        </p>
      )}
    </div>
  );
}
