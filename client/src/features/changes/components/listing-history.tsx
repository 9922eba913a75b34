import type { RecordChangesAnswer } from '@sg-finance/contract';
import { useEffect, useId, useState } from 'react';
import type { ListingControlProps } from '../../listings';
import { getListingChanges } from '../api/changes-api';
import { hasChangedSinceListed, isVisibleChange } from '../lib/change-line';
import { ChangeLine } from './change-line';
import { OfferValueChart } from './offer-value-chart';

type History =
  { status: 'loading' } | { status: 'ready'; answer: RecordChangesAnswer } | { status: 'failed' };

/**
 * The History section of a product's page: each change of its terms, offers and texts, newest
 * first, and a chart of its welcome offer's value when that has changed. A product never changed
 * since it was listed gets one quiet line.
 */
export function ListingHistory({ kind, listing }: ListingControlProps) {
  const headingId = useId();
  const [history, setHistory] = useState<History>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setHistory({ status: 'loading' });
    getListingChanges(kind.key, listing.slug).then(
      (answer) => current && setHistory({ status: 'ready', answer }),
      () => current && setHistory({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [kind.key, listing.slug, listing.updatedAt]);

  if (history.status === 'loading') return null;
  const changes = history.status === 'ready' ? history.answer.data.filter(isVisibleChange) : [];
  const offerHistory = history.status === 'ready' ? history.answer.offerHistory : [];
  const chartShown = offerHistory.length > 1 && offerHistory.some((point) => point.value !== null);
  return (
    <section aria-labelledby={headingId} className="listing-history mt-4">
      <h2 className="h5" id={headingId}>
        History
      </h2>
      {history.status === 'failed' ? (
        <p className="text-body-secondary small mb-0">
          The history of this {kind.noun} could not be loaded.
        </p>
      ) : !hasChangedSinceListed(changes) ? (
        <p className="text-body-secondary small mb-0">No changes since it was listed.</p>
      ) : (
        <ul className="mb-0">
          {changes.map((change) => (
            <li key={change.id}>
              <ChangeLine change={change} />
            </li>
          ))}
        </ul>
      )}
      {chartShown && (
        // A few steps read better at a paragraph's width than across a wide screen.
        <div className="mt-3" style={{ maxWidth: '45rem' }}>
          <h3 className="h6">Welcome offer over time</h3>
          <OfferValueChart points={offerHistory} title={listing.title} />
        </div>
      )}
    </section>
  );
}
