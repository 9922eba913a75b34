import type { ComponentType } from 'react';
import type { KindUi } from '../../lib/listings/kind-uis';
import type { Listing } from '@sg-finance/contract';

/** The props of a control about one listing, e.g. its compare toggle. */
export interface ListingControlProps {
  kind: KindUi;
  listing: Listing;
}

/**
 * The compare feature's pieces, passed in by the router so the listings feature does not depend
 * on it: a toggle shown with each listing, the tray bar of the kind, and a skip link to the bar
 * placed before the cards.
 */
export interface ListingCompareSlots {
  Toggle: ComponentType<ListingControlProps>;
  Tray: ComponentType<{ kind: KindUi }>;
  SkipLink: ComponentType<{ kind: KindUi }>;
}
