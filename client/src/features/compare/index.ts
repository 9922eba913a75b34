import type { ListingCompareSlots } from '../listings/listing-slots';
import { CompareSkipLink } from './components/compare-skip-link';
import { CompareToggle } from './components/compare-toggle';
import { CompareTrayBar } from './components/compare-tray-bar';

/** What the list and detail pages show of the compare feature. */
export const compareSlots: ListingCompareSlots = {
  Toggle: CompareToggle,
  Tray: CompareTrayBar,
  SkipLink: CompareSkipLink,
};
