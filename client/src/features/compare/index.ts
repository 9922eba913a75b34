import type { ListingCompareSlots } from '../listings';
import { CompareSkipLink } from './components/compare-skip-link';
import { CompareToggle } from './components/compare-toggle';
import { CompareTray } from './components/compare-tray';

/** What the list and detail pages show of the compare feature. */
export const compareSlots: ListingCompareSlots = {
  Toggle: CompareToggle,
  Tray: CompareTray,
  SkipLink: CompareSkipLink,
};
