import type { RootState } from '../../../app/store';
import type { Post } from '@sg-finance/contract';
import type { KindUi } from '../../../lib/listings/kind-uis';
import type { Listing } from '@sg-finance/contract';

/** The listing the kind's detail page loaded last: what its edit page edits. */
export function selectLoadedListing(state: RootState, kind: KindUi): Listing | null {
  return state.listings[kind.key].detail.item;
}

/** The post the post page loaded last: what the post edit page edits. */
export function selectLoadedPost(state: RootState): Post | null {
  return state.blog.detail.post;
}
