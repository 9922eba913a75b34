import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { SecurityWatch, SecurityWatchKey } from '@sg-finance/contract';
import { rootReducer, type RootState } from '../../../app/root-reducer';
import { describeApiError, fallbackErrorMessage } from '../../../lib/api-client';
import { getMySecurityWatches, unwatchSecurity, watchSecurity } from '../api/alerts-api';

/** Whether the signed-in user watches the next T-bill auction and Savings Bond window. */
export interface SecurityWatchesState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  watches: SecurityWatch[];
  /** The watch being turned on or off, if any. */
  changing: SecurityWatchKey | null;
  error: string | null;
}

declare module '../../../app/root-reducer' {
  interface LazyLoadedSlices {
    securityWatches: SecurityWatchesState;
  }
}

const initialState: SecurityWatchesState = {
  status: 'idle',
  watches: [],
  changing: null,
  error: null,
};

/** Loads the user's security watches unless they are held or loading. */
export const loadSecurityWatches = createAsyncThunk<
  SecurityWatch[],
  void,
  { state: RootState; rejectValue: string }
>(
  'securityWatches/load',
  async (_, { rejectWithValue }) => {
    try {
      return await getMySecurityWatches();
    } catch (error) {
      return rejectWithValue(describeApiError(error));
    }
  },
  {
    condition: (_, { getState }) => {
      const { status } = selectSecurityWatches(getState());
      return status === 'idle' || status === 'failed';
    },
  },
);

/** Turns one watch on or off; answers the watches as the server holds them after. */
export const toggleSecurityWatch = createAsyncThunk<
  SecurityWatch[],
  { security: SecurityWatchKey; watch: boolean },
  { rejectValue: string }
>('securityWatches/toggle', async ({ security, watch }, { rejectWithValue }) => {
  try {
    return await (watch ? watchSecurity(security) : unwatchSecurity(security));
  } catch (error) {
    return rejectWithValue(describeApiError(error));
  }
});

const securityWatchesSlice = createSlice({
  name: 'securityWatches',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadSecurityWatches.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(loadSecurityWatches.fulfilled, (state, action) => {
        state.status = 'ready';
        state.watches = action.payload;
      })
      .addCase(loadSecurityWatches.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? fallbackErrorMessage;
      })
      .addCase(toggleSecurityWatch.pending, (state, action) => {
        state.changing = action.meta.arg.security;
        state.error = null;
      })
      .addCase(toggleSecurityWatch.fulfilled, (state, action) => {
        state.changing = null;
        state.watches = action.payload;
      })
      .addCase(toggleSecurityWatch.rejected, (state, action) => {
        state.changing = null;
        state.error = action.payload ?? fallbackErrorMessage;
      });
  },
});

/** The slice joins the store when this module loads, with the button that reads it. */
export const selectSecurityWatches = securityWatchesSlice.injectInto(rootReducer).selectSlice;
