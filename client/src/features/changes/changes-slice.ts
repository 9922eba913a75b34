import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { ChangesAnswer } from '@sg-finance/contract';
import { rootReducer } from '../../app/root-reducer';
import { describeApiError, fallbackErrorMessage } from '../../lib/api-client';
import { getChanges } from './api/changes-api';
import { changesFiltersToParams, type ChangesFilters } from './lib/changes-address';

/** One page of `/changes`: request, success or fail. */
export type ChangesPageState =
  | { status: 'loading' }
  | { status: 'ready'; answer: ChangesAnswer }
  | { status: 'failed'; error: string };

export interface ChangesState {
  /** The filters the page answers, as the address writes them. */
  key: string | null;
  page: ChangesPageState;
  requestId: string | null;
}

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices {
    changes: ChangesState;
  }
}

const initialState: ChangesState = { key: null, page: { status: 'loading' }, requestId: null };

/** The address's text of the filters: the page shows the state only when it matches. */
export const changesKey = (filters: ChangesFilters) => changesFiltersToParams(filters).toString();

/** Loads the page of changes the filters ask for. */
export const fetchChanges = createAsyncThunk<
  ChangesAnswer,
  ChangesFilters,
  { rejectValue: string }
>('changes/fetchPage', async ({ kind, provider, page }, { rejectWithValue }) => {
  try {
    return await getChanges({ kind, provider, page });
  } catch (error) {
    return rejectWithValue(describeApiError(error));
  }
});

const changesSlice = createSlice({
  name: 'changes',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchChanges.pending, (state, action) => {
        state.key = changesKey(action.meta.arg);
        state.page = { status: 'loading' };
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchChanges.fulfilled, (state, action) => {
        // The visitor changed the filters since: a slower, older answer must not show.
        if (state.requestId !== action.meta.requestId) return;
        state.page = { status: 'ready', answer: action.payload };
      })
      .addCase(fetchChanges.rejected, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.page = { status: 'failed', error: action.payload ?? fallbackErrorMessage };
      });
  },
});

/** The page of changes loaded last; the slice joins the store when this module loads. */
export const selectChangesState = changesSlice.injectInto(rootReducer).selectSlice;
