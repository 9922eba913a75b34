import type { RootState } from '../../../app/store';
import type { Post } from '@sg-finance/contract';
import type { KindUi } from '../../../lib/listings/kind-uis';
import type { Listing } from '@sg-finance/contract';
import { selectListingsState } from '../../listings';
import { selectBlogState } from '../../blog';

/** The listing the kind's detail page loaded last: what its edit page edits. */
export function selectLoadedListing(state: RootState, kind: KindUi): Listing | null {
  return selectListingsState(state)[kind.key].detail.item;
}

/** The post the post page loaded last: what the post edit page edits. */
export function selectLoadedPost(state: RootState): Post | null {
  return selectBlogState(state).detail.post;
}
