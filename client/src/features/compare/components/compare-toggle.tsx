import { useState } from 'react';
import Button from 'react-bootstrap/Button';

import type { ListingControlProps } from '../../listings/listing-slots';
import { useCompareTray } from '../hooks/use-compare-tray';
import { isInTray, maxComparedItems } from '../utils/compare-tray';

/** Adds the listing to its kind's compare tray or takes it out; says so when the tray is full. */
export function CompareToggle({ kind, listing }: ListingControlProps) {
  const { tray, add, remove } = useCompareTray();
  const [full, setFull] = useState(false);
  const kindType = kind.resource;
  const slug = listing.slug || listing._id;
  const chosen = isInTray(tray, kindType, slug);
  const action = chosen ? 'Remove from compare' : 'Add to compare';

  const toggle = () => {
    if (chosen) {
      remove(kindType, slug);
      setFull(false);
      return;
    }
    setFull(!add(kindType, { slug, title: listing.title }));
  };

  return (
    <div className="compare-toggle">
      <Button
        variant={chosen ? 'secondary' : 'outline-secondary'}
        size="sm"
        aria-pressed={chosen}
        aria-label={`${action}: ${listing.title}`}
        onClick={toggle}
      >
        {action}
      </Button>
      {full && !chosen && (
        <p className="small text-danger mt-1 mb-0" role="alert">
          You can compare up to {maxComparedItems} {kind.navLabel.toLowerCase()} at a time. Remove
          one from the compare bar first.
        </p>
      )}
    </div>
  );
}
