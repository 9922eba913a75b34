import {
  isSpecBank,
  mayBeOutOfDate,
  sourceChangedNotice,
  type TermSource,
} from '@sg-finance/contract';
import { formatDate } from '../../../lib/dates';
import { safeHref } from '../../../lib/safe-url';

interface TermsProvenanceProps {
  source: TermSource | undefined;
  /** The provider the listing belongs to: a bank of the spec is 'the bank'. */
  provider: string;
  /** The day the source page changed while no one has checked the terms since. */
  sourceChangedOn?: string;
}

/**
 * Where the figures of a listing come from and when they were last checked, and a warning when
 * the page changed since or they were not checked for 90 days (or never), so a visitor knows how
 * far to trust them.
 */
export function TermsProvenance({ source, provider, sourceChangedOn }: TermsProvenanceProps) {
  const whose = isSpecBank(provider) ? "the bank's" : "the provider's";
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
      {sourceChangedOn && (
        <p className="mb-1 text-warning-emphasis fw-semibold" role="note">
          {sourceChangedNotice(formatDate(sourceChangedOn))}.
        </p>
      )}
      {stale && (
        <p className="mb-0 text-warning-emphasis fw-semibold" role="note">
          These figures may be out of date: check them on {whose} page before you apply.
        </p>
      )}
    </div>
  );
}
