import { useId } from 'react';
import { useKeyedLoad } from '../../../app/keyed-loads';
import type { ListingControlProps } from '../../listings';
import { listingChangesLoad } from '../store/listing-changes-load';
import { hasChangedSinceListed, isVisibleChange } from '../lib/change-line';
import { ChangeLine } from './change-line';
import { OfferValueChart } from './offer-value-chart';

/**
 * The History section of a product's page: each change of its terms, offers and texts, newest
 * first, and a chart of its welcome offer's value when that has changed. A product never changed
 * since it was listed gets one quiet line.
 */
export function ListingHistory({ kind, listing }: ListingControlProps) {
  const headingId = useId();
  const history = useKeyedLoad(
    listingChangesLoad,
    { kind: kind.key, slug: listing.slug },
    listing.updatedAt,
    // Opened at its #history: it appears once, with this visit's answer.
    { freshEachVisit: true },
  );

  if (!history || history.status === 'loading') return null;
  const changes = history.status === 'ready' ? history.data.data.filter(isVisibleChange) : [];
  const offerHistory = history.status === 'ready' ? history.data.offerHistory : [];
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
