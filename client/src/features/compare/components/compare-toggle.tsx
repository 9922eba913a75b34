import { useId } from 'react';
import type { ListingControlProps } from '../../listings';
import { useCompareTray } from '../hooks/use-compare-tray';
import { isInTray, maxComparedItems, trayItems } from '../lib/compare-tray';

/**
 * Adds the listing to its kind's compare tray or takes it out. With the tray full, adding is off
 * and the reason is shown under the button.
 */
export function CompareToggle({ kind, listing }: ListingControlProps) {
  const { tray, add, remove } = useCompareTray();
  const reasonId = useId();
  const kindType = kind.resource;
  const slug = listing.slug || listing._id;
  const chosen = isInTray(tray, kindType, slug);
  const full = !chosen && trayItems(tray, kindType).length >= maxComparedItems;
  const action = chosen ? 'Remove from compare' : 'Add to compare';

  return (
    <div className="compare-toggle">
      <button
        type="button"
        className={`btn btn-sm btn-${chosen ? 'secondary' : 'outline-secondary'}`}
        aria-pressed={chosen}
        aria-label={`${action}: ${listing.title}`}
        aria-describedby={full ? reasonId : undefined}
        disabled={full}
        onClick={() =>
          chosen ? remove(kindType, slug) : add(kindType, { slug, title: listing.title })
        }
      >
        {action}
      </button>
      {full && (
        <p className="small text-body-secondary mt-1 mb-0" id={reasonId}>
          The compare bar is full ({maxComparedItems} {kind.navLabel.toLowerCase()}): remove one to
          add this.
        </p>
      )}
    </div>
  );
}
