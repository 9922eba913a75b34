import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../app/root-reducer';
import { kindUis } from '../../lib/listings/kind-uis';
import { createListingSlice, type ListingKindState, type ListingSlice } from './listing-slice';
import type { ListingKindKey } from '@sg-finance/contract';

/** One slice per row of the kinds table, by kind key. */
export const listingSlices = Object.fromEntries(
  kindUis.map((kind) => [kind.key, createListingSlice(kind)]),
) as Record<ListingKindKey, ListingSlice>;

const reducers = Object.fromEntries(
  kindUis.map((kind) => [kind.key, listingSlices[kind.key].reducer]),
) as Record<ListingKindKey, Reducer<ListingKindState>>;

export type ListingsState = Record<ListingKindKey, ListingKindState>;

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices {
    listings: ListingsState;
  }
}

const listingsReducer: Reducer<ListingsState> = combineReducers(reducers);

/**
 * `listings.card`, `listings.loan`, ...: the list and detail of each kind; the reducer joins the
 * store when this module loads.
 */
export const selectListingsState: (state: RootState) => ListingsState = rootReducer
  .inject({ reducerPath: 'listings', reducer: listingsReducer })
  .selector((state) => state.listings);
