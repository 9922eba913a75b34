import { combineReducers } from '@reduxjs/toolkit';
import { adminReducer } from '../features/admin/store/admin-slice';
import { userReducer } from '../features/auth/user-slice';
import { blogReducer } from '../features/blog/blog-slice';
import { listingsReducer } from '../features/listings/listing-store';
import { searchReducer } from '../features/search/search-slice';

/** The state of the whole site; each feature adds its reducer here. */
export const rootReducer = combineReducers({
  listings: listingsReducer,
  blog: blogReducer,
  user: userReducer,
  admin: adminReducer,
  search: searchReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
