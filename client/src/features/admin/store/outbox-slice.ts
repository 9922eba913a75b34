import type { OutboxAnswer } from '@sg-finance/contract';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../app/root-reducer';
import { describeApiError, fallbackErrorMessage } from '../../../lib/api-client';
import { getOutbox } from '../api/outbox-api';

/** The outbox the page shows: request (loading), success (the mail), fail (error) or clear. */
export interface OutboxState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  outbox: OutboxAnswer | null;
  error: string | null;
}

declare module '../../../app/root-reducer' {
  interface LazyLoadedSlices {
    outbox: OutboxState;
  }
}

const initialState: OutboxState = { status: 'idle', outbox: null, error: null };

/** Reads the outbox again: each visit of the page shows the mail as it is now. */
export const loadOutbox = createAsyncThunk<
  OutboxAnswer,
  void,
  { state: RootState; rejectValue: string }
>('outbox/load', async (_, { rejectWithValue }) => {
  try {
    return await getOutbox();
  } catch (error) {
    return rejectWithValue(describeApiError(error));
  }
});

const outboxSlice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    /** The page closed: the next visit starts from a spinner, not the old mail. */
    outboxCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadOutbox.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(loadOutbox.fulfilled, (state, action) => {
        state.status = 'ready';
        state.outbox = action.payload;
      })
      .addCase(loadOutbox.rejected, (state, action) => {
        state.status = 'failed';
        state.outbox = null;
        state.error = action.payload ?? fallbackErrorMessage;
      });
  },
});

export const { outboxCleared } = outboxSlice.actions;

/** The outbox; the slice joins the store when this module loads. */
export const selectOutboxState = outboxSlice.injectInto(rootReducer).selectSlice;
