import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { describeApiError, fallbackErrorMessage } from '../../lib/api-client';
import { getListing, getListings } from './api/listings-api';
import type { ListingKind } from './listing-kinds';
import type { Listing } from './types';

export interface ListingListState {
  loading: boolean;
  /** True once the list call has answered, with data or an error. */
  loaded: boolean;
  items: Listing[];
  error: string | null;
}

export interface ListingDetailState {
  loading: boolean;
  /** The last listing opened; the edit page reads it after the detail page loaded it. */
  item: Listing | null;
  error: string | null;
  /** What the visitor asked for: a page shows the state only when it matches its address. */
  slugOrId: string | null;
  requestId: string | null;
}

export interface ListingKindState {
  list: ListingListState;
  detail: ListingDetailState;
}

export const initialListingKindState: ListingKindState = {
  list: { loading: false, loaded: false, items: [], error: null },
  detail: { loading: false, item: null, error: null, slugOrId: null, requestId: null },
};

/**
 * The state of one listing kind: the list and the detail calls, each with its request, success
 * and fail states. Built once per row of the kinds table.
 */
export function createListingSlice(kind: ListingKind) {
  const fetchList = createAsyncThunk<Listing[], void, { rejectValue: string }>(
    `${kind.key}/fetchList`,
    async (_, { rejectWithValue }) => {
      try {
        return await getListings(kind);
      } catch (error) {
        return rejectWithValue(describeApiError(error));
      }
    },
  );

  const fetchDetail = createAsyncThunk<Listing, string, { rejectValue: string }>(
    `${kind.key}/fetchDetail`,
    async (slugOrId, { rejectWithValue }) => {
      try {
        return await getListing(kind, slugOrId);
      } catch (error) {
        return rejectWithValue(describeApiError(error));
      }
    },
  );

  const slice = createSlice({
    name: kind.key,
    initialState: initialListingKindState,
    reducers: {
      /** Forgets the list and the loaded listing, e.g. after the listing was deleted. */
      cleared: () => initialListingKindState,
    },
    extraReducers: (builder) => {
      builder
        .addCase(fetchList.pending, (state) => {
          state.list.loading = true;
          state.list.error = null;
        })
        .addCase(fetchList.fulfilled, (state, action) => {
          state.list = { loading: false, loaded: true, items: action.payload, error: null };
        })
        .addCase(fetchList.rejected, (state, action) => {
          state.list = {
            loading: false,
            loaded: true,
            items: [],
            error: action.payload ?? fallbackErrorMessage,
          };
        })
        .addCase(fetchDetail.pending, (state, action) => {
          state.detail = {
            loading: true,
            item: null,
            error: null,
            slugOrId: action.meta.arg,
            requestId: action.meta.requestId,
          };
        })
        .addCase(fetchDetail.fulfilled, (state, action) => {
          // A slower answer for a listing the visitor already left must not replace the new one.
          if (state.detail.requestId !== action.meta.requestId) return;
          state.detail = { ...state.detail, loading: false, item: action.payload };
        })
        .addCase(fetchDetail.rejected, (state, action) => {
          if (state.detail.requestId !== action.meta.requestId) return;
          state.detail = {
            ...state.detail,
            loading: false,
            error: action.payload ?? fallbackErrorMessage,
          };
        });
    },
  });

  return { reducer: slice.reducer, actions: slice.actions, fetchList, fetchDetail };
}

export type ListingSlice = ReturnType<typeof createListingSlice>;
