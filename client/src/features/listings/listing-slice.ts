import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { ApiRequestError, describeApiError, fallbackErrorMessage } from '../../lib/api-client';
import {
  getProviderCounts,
  getListing,
  getListings,
  type ListingPage,
} from '../../lib/listings/listings-api';
import type { KindUi } from '../../lib/listings/kind-uis';
import {
  providerCountsQueryKey,
  listingQueryKey,
  type ListingQuery,
} from '../../lib/listings/listing-query';
import { listingPageSize, type ProviderCounts, type Listing } from '@sg-finance/contract';

export interface ListingListState {
  loading: boolean;
  /** True once the list call has answered, with data or an error. */
  loaded: boolean;
  /** The pages loaded so far of the query `queryKey`, in order. */
  items: Listing[];
  /** All listings matching the query; more can be loaded while `items` holds fewer. */
  total: number;
  /** The last page loaded. */
  page: number;
  error: string | null;
  /** The query the items answer (see `listingQueryKey`); a page shows them only when it matches. */
  queryKey: string | null;
  requestId: string | null;
}

export interface FetchListArgs {
  query: ListingQuery;
  /** 1 for a new query; the next page adds its listings to those already shown. */
  page: number;
}

export interface ListingDetailState {
  loading: boolean;
  /** The last listing opened; the edit page reads it after the detail page loaded it. */
  item: Listing | null;
  error: string | null;
  /** The server answered that no such listing exists (404): asking again would not help. */
  notFound: boolean;
  /** What the visitor asked for: a page shows the state only when it matches its address. */
  slugOrId: string | null;
  requestId: string | null;
}

/** The provider chips' counts; without them (null) the chips show their names alone. */
export interface ProviderCountsState {
  counts: ProviderCounts | null;
  /** The query they answer (see `providerCountsQueryKey`); a page shows them only when it matches. */
  queryKey: string | null;
  requestId: string | null;
}

export interface ListingKindState {
  list: ListingListState;
  detail: ListingDetailState;
  providerCounts: ProviderCountsState;
}

export const initialListingKindState: ListingKindState = {
  list: {
    loading: false,
    loaded: false,
    items: [],
    total: 0,
    page: 0,
    error: null,
    queryKey: null,
    requestId: null,
  },
  detail: {
    loading: false,
    item: null,
    error: null,
    notFound: false,
    slugOrId: null,
    requestId: null,
  },
  providerCounts: { counts: null, queryKey: null, requestId: null },
};

/**
 * The state of one listing kind: the list and the detail calls, each with its request, success
 * and fail states. Built once per row of the kinds table.
 */
export function createListingSlice(kind: KindUi) {
  const fetchList = createAsyncThunk<ListingPage, FetchListArgs, { rejectValue: string }>(
    `${kind.key}/fetchList`,
    async ({ query, page }, { rejectWithValue }) => {
      try {
        return await getListings(kind, { ...query, page, limit: listingPageSize });
      } catch (error) {
        return rejectWithValue(describeApiError(error));
      }
    },
  );

  const fetchDetail = createAsyncThunk<
    Listing,
    string,
    { rejectValue: { message: string; notFound: boolean } }
  >(`${kind.key}/fetchDetail`, async (slugOrId, { rejectWithValue }) => {
    try {
      return await getListing(kind, slugOrId);
    } catch (error) {
      return rejectWithValue({
        message: describeApiError(error),
        notFound: error instanceof ApiRequestError && error.status === 404,
      });
    }
  });

  const fetchProviderCounts = createAsyncThunk<ProviderCounts, ListingQuery>(
    `${kind.key}/fetchProviderCounts`,
    (query) => getProviderCounts(kind, query),
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
        .addCase(fetchList.pending, (state, action) => {
          const queryKey = listingQueryKey(kind, action.meta.arg.query);
          const sameQuery = state.list.queryKey === queryKey && action.meta.arg.page > 1;
          state.list = {
            ...state.list,
            loading: true,
            // A new query starts over; the next page of the same query keeps what is shown.
            loaded: sameQuery && state.list.loaded,
            items: sameQuery ? state.list.items : [],
            total: sameQuery ? state.list.total : 0,
            page: sameQuery ? state.list.page : 0,
            error: null,
            queryKey,
            requestId: action.meta.requestId,
          };
        })
        .addCase(fetchList.fulfilled, (state, action) => {
          // The visitor typed on or changed the order: a slower, older answer must not show.
          if (state.list.requestId !== action.meta.requestId) return;
          const { page } = action.meta.arg;
          state.list = {
            ...state.list,
            loading: false,
            loaded: true,
            items: page > 1 ? [...state.list.items, ...action.payload.items] : action.payload.items,
            total: action.payload.total,
            page,
          };
        })
        .addCase(fetchList.rejected, (state, action) => {
          if (state.list.requestId !== action.meta.requestId) return;
          state.list = {
            ...state.list,
            loading: false,
            loaded: true,
            error: action.payload ?? fallbackErrorMessage,
          };
        })
        .addCase(fetchProviderCounts.pending, (state, action) => {
          const queryKey = providerCountsQueryKey(kind, action.meta.arg);
          // The same query again (Back to the list) keeps its counts on screen while they refresh.
          state.providerCounts = {
            counts: state.providerCounts.queryKey === queryKey ? state.providerCounts.counts : null,
            queryKey,
            requestId: action.meta.requestId,
          };
        })
        .addCase(fetchProviderCounts.fulfilled, (state, action) => {
          if (state.providerCounts.requestId !== action.meta.requestId) return;
          state.providerCounts.counts = action.payload;
        })
        .addCase(fetchProviderCounts.rejected, (state, action) => {
          // The counts only help: without them the chips still filter, so no error is shown.
          if (state.providerCounts.requestId !== action.meta.requestId) return;
          state.providerCounts.counts = null;
        })
        .addCase(fetchDetail.pending, (state, action) => {
          state.detail = {
            loading: true,
            item: null,
            error: null,
            notFound: false,
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
            error: action.payload?.message ?? fallbackErrorMessage,
            notFound: action.payload?.notFound ?? false,
          };
        });
    },
  });

  return {
    reducer: slice.reducer,
    actions: slice.actions,
    fetchList,
    fetchDetail,
    fetchProviderCounts,
  };
}

export type ListingSlice = ReturnType<typeof createListingSlice>;
