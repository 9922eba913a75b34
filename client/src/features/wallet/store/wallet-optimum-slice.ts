import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { WalletOptimum } from '@sg-finance/contract';
import { rootReducer, type RootState } from '../../../app/root-reducer';
import { describeApiError } from '../../../lib/api-client';
import { getWalletOptimum } from '../api/wallet-api';

/** The optimum of the saved wallet, as the server worked it out for one version of it. */
export interface WalletOptimumState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  optimum: WalletOptimum | null;
  error: string | null;
  /** The saved wallet's `updatedAt` the state is of: a newer save asks again. */
  walletVersion: string | null;
  /** The call the state reports on: the answer of an earlier call is ignored. */
  requestId: string | null;
}

const initialState: WalletOptimumState = {
  status: 'idle',
  optimum: null,
  error: null,
  walletVersion: null,
  requestId: null,
};

export interface OptimumRequest {
  /** The saved wallet's `updatedAt`. */
  walletVersion: string;
  bestSetSize?: number;
}

/** Asks the server for the optimum of the saved wallet: request, success or fail. */
export const fetchWalletOptimum = createAsyncThunk<
  WalletOptimum,
  OptimumRequest,
  { rejectValue: string }
>('walletOptimum/fetch', async ({ bestSetSize }, { rejectWithValue }) => {
  try {
    return await getWalletOptimum(bestSetSize);
  } catch (error) {
    return rejectWithValue(describeApiError(error));
  }
});

const walletOptimumSlice = createSlice({
  name: 'walletOptimum',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchWalletOptimum.pending, (state, action) => {
        state.status = 'loading';
        state.error = null;
        state.walletVersion = action.meta.arg.walletVersion;
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchWalletOptimum.fulfilled, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.status = 'ready';
        state.optimum = action.payload;
      })
      .addCase(fetchWalletOptimum.rejected, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.status = 'failed';
        state.optimum = null;
        state.error = action.payload ?? action.error.message ?? 'Server Error';
      });
  },
});

declare module '../../../app/root-reducer' {
  interface LazyLoadedSlices {
    walletOptimum: WalletOptimumState;
  }
}

/** The slice joins the store with the wallet's code. */
const injected = walletOptimumSlice.injectInto(rootReducer);

export const selectWalletOptimum = (state: RootState): WalletOptimumState =>
  injected.selectSlice(state);
