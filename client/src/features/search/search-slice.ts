import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { describeApiError, fallbackErrorMessage } from '../../lib/api-client';
import { searchSite } from './api/search-api';
import type { SearchAnswer, SearchResult } from '@sg-finance/contract';

export interface SearchState {
  /** The search text the results answer. */
  q: string | null;
  loading: boolean;
  loaded: boolean;
  results: SearchResult[];
  total: number;
  page: number;
  error: string | null;
  requestId: string | null;
}

export const initialSearchState: SearchState = {
  q: null,
  loading: false,
  loaded: false,
  results: [],
  total: 0,
  page: 0,
  error: null,
  requestId: null,
};

interface FetchResultsArgs {
  q: string;
  /** 1 for a new search; later pages add to the results shown. */
  page: number;
}

export const fetchSearchResults = createAsyncThunk<
  SearchAnswer,
  FetchResultsArgs,
  { rejectValue: string }
>('search/fetchResults', async ({ q, page }, { rejectWithValue }) => {
  try {
    return await searchSite(q, page);
  } catch (error) {
    return rejectWithValue(describeApiError(error));
  }
});

const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchSearchResults.pending, (state, action) => {
        const { q, page } = action.meta.arg;
        const more = state.q === q && page > 1;
        return {
          ...(more ? state : initialSearchState),
          q,
          loading: true,
          loaded: more && state.loaded,
          error: null,
          requestId: action.meta.requestId,
        };
      })
      .addCase(fetchSearchResults.fulfilled, (state, action) => {
        // A slower answer to an earlier search must not replace the newer one.
        if (state.requestId !== action.meta.requestId) return;
        const { page } = action.meta.arg;
        state.loading = false;
        state.loaded = true;
        state.results =
          page > 1 ? [...state.results, ...action.payload.results] : action.payload.results;
        state.total = action.payload.total;
        state.page = page;
      })
      .addCase(fetchSearchResults.rejected, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.loading = false;
        state.loaded = true;
        state.error = action.payload ?? fallbackErrorMessage;
      });
  },
});

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices {
    search: SearchState;
  }
}

/** The site search's answer; the slice joins the store when this module loads. */
export const selectSearchState = searchSlice.injectInto(rootReducer).selectSlice;
