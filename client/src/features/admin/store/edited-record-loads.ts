import type { ListingKindKey } from '@sg-finance/contract';
import { keyedLoad } from '../../../app/keyed-loads';
import { ApiRequestError } from '../../../lib/api-client';
import { getListing } from '../../../lib/listings/listings-api';
import { kindUiByKey } from '../../../lib/listings/kind-uis';
import { getPost } from '../../blog';

/** The record, or null when the server has none by that id (the page then says so). */
async function orMissing<T>(record: Promise<T>): Promise<T | null> {
  try {
    return await record;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** The listing an edit page opens by the address's `?id=`. */
export const editedListingLoad = keyedLoad(
  'editedListing',
  ({ kind, id }: { kind: ListingKindKey; id: string }) => `${kind}:${id}`,
  ({ kind, id }: { kind: ListingKindKey; id: string }) =>
    orMissing(getListing(kindUiByKey(kind), id)),
);

/** The post the post editor opens by the address's `?id=`. */
export const editedPostLoad = keyedLoad(
  'editedPost',
  (id: string) => id,
  (id: string) => orMissing(getPost(id)),
);
