import { combineSlices } from '@reduxjs/toolkit';
import type { AdminState } from '../features/admin/store/admin-slice';
import type { WalletOptimumState } from '../features/wallet/store/wallet-optimum-slice';
import { userReducer } from '../features/auth/user-slice';
import { blogReducer } from '../features/blog/blog-slice';
import { listingsReducer } from '../features/listings/listing-store';
import { searchReducer } from '../features/search/search-slice';

/**
 * The slices a feature injects when its code loads: the admin slice comes with the admin chunk,
 * the wallet's optimum with My wallet.
 */
export interface LazyLoadedSlices {
  admin: AdminState;
  walletOptimum: WalletOptimumState;
}

/** The state of the whole site; each feature adds its reducer here, or injects it lazily. */
export const rootReducer = combineSlices({
  listings: listingsReducer,
  blog: blogReducer,
  user: userReducer,
  search: searchReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
