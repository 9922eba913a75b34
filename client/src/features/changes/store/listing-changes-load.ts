import type { ListingKindKey } from '@sg-finance/contract';
import { keyedLoad } from '../../../app/keyed-loads';
import { getListingChanges } from '../api/changes-api';

/** A product's own changes and its welcome offer's value over time. */
export const listingChangesLoad = keyedLoad(
  'listingChanges',
  ({ kind, slug }: { kind: ListingKindKey; slug: string }) => `${kind}/${slug}`,
  ({ kind, slug }) => getListingChanges(kind, slug),
);
