import { combineSlices } from '@reduxjs/toolkit';

/**
 * The state of each feature, declared by the feature itself (declaration merging) where its slice
 * joins the store with `slice.injectInto(rootReducer)`: the root reducer imports no feature, and
 * a feature loaded on demand (the admin's) brings its slice with its code.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features
export interface LazyLoadedSlices {}

/** The state of the whole site: each feature's slice joins it as the feature's code loads. */
export const rootReducer = combineSlices({}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
