import {
  singaporeToday,
  type NeedsCheckingItem,
  type SourceWatchFinding,
} from '@sg-finance/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { describeApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { markReVerified } from '../api/needs-checking-api';

/** The page's words before and after: removed struck through, added underlined. */
function PageDiff({ diff }: { diff: NonNullable<SourceWatchFinding['diff']> }) {
  return (
    <p className="small border rounded p-2 mb-2 source-diff">
      {diff.map((part, index) =>
        part.change === 'added' ? (
          <ins key={index} className="bg-success-subtle">
            {part.text}
          </ins>
        ) : part.change === 'removed' ? (
          <del key={index} className="bg-danger-subtle">
            {part.text}
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

interface SourceFindingProps {
  item: NeedsCheckingItem;
  /** Called once the listing was re-verified, to read the list again. */
  onSettled: () => void;
}

/**
 * What the daily watch of the listing's source page found (a change with its diff, quoted
 * sentences gone, or why the page could not be read), and the button that records the check.
 */
export function SourceFinding({ item, onSettled }: SourceFindingProps) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const finding = item.source;
  if (!finding) return null;
  const reVerify = () => {
    setSaving(true);
    setError(undefined);
    markReVerified(item.kind, item._id)
      .then(onSettled)
      .catch((reason: unknown) => setError(describeApiError(reason)))
      .finally(() => setSaving(false));
  };
  return (
    <div>
      {finding.changedAt && (
        <details>
          <summary>
            Source changed on {formatDate(singaporeToday(new Date(finding.changedAt)))}
          </summary>
          {finding.diff && <PageDiff diff={finding.diff} />}
        </details>
      )}
      {finding.missingQuotes?.map((term) => (
        <p key={term} className="mb-1">
          Quoted sentence no longer on the page: {term}
        </p>
      ))}
      {finding.problem && <p className="mb-1 text-danger-emphasis">{finding.problem}</p>}
      {(finding.changedAt || finding.missingQuotes) && (
        <Button size="sm" variant="outline-primary" disabled={saving} onClick={reVerify}>
          Re-verified
        </Button>
      )}
      {error && (
        <p className="text-danger-emphasis small mb-0" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
