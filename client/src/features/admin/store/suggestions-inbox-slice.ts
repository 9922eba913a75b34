import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Suggestion, SuggestionStatus } from '@sg-finance/contract';
import { rootReducer, type RootState } from '../../../app/root-reducer';
import { describeApiError } from '../../../lib/api-client';
import { getSuggestions } from '../api/suggestion-admin-api';

/** The inbox of one tab (new or done): the pages read so far, newest first. */
export interface SuggestionsInboxState {
  status: SuggestionStatus;
  items: Suggestion[];
  total: number;
  /** The last page read. */
  page: number;
  loading: boolean;
  error: string | null;
  requestId: string | null;
}

const initialState: SuggestionsInboxState = {
  status: 'new',
  items: [],
  total: 0,
  page: 0,
  loading: false,
  error: null,
  requestId: null,
};

/** Reads a page of a tab: the first replaces what is shown, a later one adds to it. */
export const fetchSuggestions = createAsyncThunk<
  { items: Suggestion[]; total: number },
  { status: SuggestionStatus; page: number },
  { rejectValue: string }
>('suggestionsInbox/fetch', async ({ status, page }, { rejectWithValue }) => {
  try {
    return await getSuggestions(status, page);
  } catch (error) {
    return rejectWithValue(describeApiError(error));
  }
});

const suggestionsInboxSlice = createSlice({
  name: 'suggestionsInbox',
  initialState,
  reducers: {
    /** A suggestion marked or deleted leaves the tab it was in. */
    suggestionLeftTab(state, action: PayloadAction<string>) {
      const before = state.items.length;
      state.items = state.items.filter((item) => item._id !== action.payload);
      state.total -= before - state.items.length;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchSuggestions.pending, (state, action) => {
        const { status, page } = action.meta.arg;
        if (page === 1 || status !== state.status) {
          state.items = [];
          state.total = 0;
        }
        state.status = status;
        state.loading = true;
        state.error = null;
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchSuggestions.fulfilled, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        const { page } = action.meta.arg;
        state.items = page === 1 ? action.payload.items : [...state.items, ...action.payload.items];
        state.total = action.payload.total;
        state.page = page;
        state.loading = false;
      })
      .addCase(fetchSuggestions.rejected, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.loading = false;
        state.error = action.payload ?? action.error.message ?? 'Server Error';
      });
  },
});

export const { suggestionLeftTab } = suggestionsInboxSlice.actions;

declare module '../../../app/root-reducer' {
  interface LazyLoadedSlices {
    suggestionsInbox: SuggestionsInboxState;
  }
}

const injected = suggestionsInboxSlice.injectInto(rootReducer);

export const selectSuggestionsInbox = (state: RootState): SuggestionsInboxState =>
  injected.selectSlice(state);
