import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { Merchant } from '@sg-finance/contract';
import { rootReducer, type RootState } from '../../../app/root-reducer';
import { describeApiError } from '../../../lib/api-client';
import { searchMerchants } from '../api/wallet-api';

/** The merchants suggested for what was typed last, as the server answered them. */
export interface MerchantSearchState {
  query: string;
  suggestions: Merchant[];
  error: string | null;
  /** The call the state reports on: the answer to an earlier query is ignored. */
  requestId: string | null;
}

const initialState: MerchantSearchState = {
  query: '',
  suggestions: [],
  error: null,
  requestId: null,
};

/** Asks the server for the merchants matching `query`: request, success or fail. */
export const fetchMerchantSuggestions = createAsyncThunk<
  Merchant[],
  string,
  { rejectValue: string }
>('merchantSearch/fetch', async (query, { rejectWithValue }) => {
  try {
    return await searchMerchants(query);
  } catch (error) {
    return rejectWithValue(describeApiError(error));
  }
});

const merchantSearchSlice = createSlice({
  name: 'merchantSearch',
  initialState,
  reducers: {
    /** A merchant was picked or the text cleared: no suggestions until the next query. */
    merchantSuggestionsCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchMerchantSuggestions.pending, (state, action) => {
        state.query = action.meta.arg;
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchMerchantSuggestions.fulfilled, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.suggestions = action.payload;
        state.error = null;
      })
      .addCase(fetchMerchantSuggestions.rejected, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.error = action.payload ?? action.error.message ?? 'Server Error';
      });
  },
});

export const { merchantSuggestionsCleared } = merchantSearchSlice.actions;

declare module '../../../app/root-reducer' {
  interface LazyLoadedSlices {
    merchantSearch: MerchantSearchState;
  }
}

const injected = merchantSearchSlice.injectInto(rootReducer);

export const selectMerchantSearch = (state: RootState): MerchantSearchState =>
  injected.selectSlice(state);
