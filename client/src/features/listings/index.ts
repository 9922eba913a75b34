/** The listing pages: what other features and `app/` use of them. */
export { listingSlices, selectListingsState, type ListingsState } from './listing-store';
export { initialListingKindState, type ListingKindState } from './listing-slice';
export type { ListingCompareSlots, ListingControlProps } from './listing-slots';
