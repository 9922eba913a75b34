import { listingKinds, type ListingKind } from '@sg-finance/contract';
import { ApiError } from '../lib/api-error.js';

/** The kinds' keys as a message lists them: `card, investment, ...`. */
export const listingKindNames = listingKinds.map((kind) => kind.key).join(', ');

/** The listing kind an address names by its key (`card`, ...), or a 404 naming the kinds. */
export function listingKindInAddress(key: string): ListingKind {
  const kind = listingKinds.find((candidate) => candidate.key === key);
  if (!kind)
    throw new ApiError(404, `No listings of kind "${key}": the kinds are ${listingKindNames}`);
  return kind;
}
