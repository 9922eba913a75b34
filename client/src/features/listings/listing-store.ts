import { combineReducers, type Reducer } from '@reduxjs/toolkit';
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

/** `state.listings.card`, `state.listings.loan`, ...: the list and detail of each kind. */
export const listingsReducer = combineReducers(reducers);
