import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { StoredWallet } from '@sg-finance/contract';
import { rootReducer, type RootState } from '../../../app/root-reducer';
import { describeApiError } from '../../../lib/api-client';
import { selectUserState } from '../../auth';
import { getMyWallet } from '../api/wallet-api';

/** The signed-in user's saved wallet, as the server last answered it (null before a save). */
export interface MyWalletSliceState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  wallet: StoredWallet | null;
  error: string | null;
  /** The id of the user whose wallet this is (another may sign in on the same page). */
  ownerId: string | null;
}

const initialState: MyWalletSliceState = {
  status: 'idle',
  wallet: null,
  error: null,
  ownerId: null,
};

/**
 * Loads the wallet once for every page that reads it (My wallet, which card, the verdicts, Use my
 * profile): request, success or fail, one request at a time, for the user signed in when it asks.
 */
export const fetchMyWallet = createAsyncThunk<
  StoredWallet | null,
  void,
  { rejectValue: string; state: RootState; pendingMeta: { ownerId: string | null } }
>(
  'myWallet/fetch',
  async (_arg, { rejectWithValue }) => {
    try {
      return await getMyWallet();
    } catch (error) {
      return rejectWithValue(describeApiError(error));
    }
  },
  {
    condition: (_arg, { getState }) => getState().myWallet?.status !== 'loading',
    getPendingMeta: (_request, { getState }) => ({
      ownerId: selectUserState(getState()).userInfo?._id ?? null,
    }),
  },
);

const myWalletSlice = createSlice({
  name: 'myWallet',
  initialState,
  reducers: {
    /** The server answered the wallet as saved: every page reads it from now on. */
    walletSaved(state, action: { payload: StoredWallet }) {
      state.wallet = action.payload;
      state.status = 'ready';
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchMyWallet.pending, (state, action) => {
        state.status = 'loading';
        state.error = null;
        if (state.ownerId !== action.meta.ownerId) {
          state.wallet = null;
          state.ownerId = action.meta.ownerId;
        }
      })
      .addCase(fetchMyWallet.fulfilled, (state, action) => {
        state.status = 'ready';
        state.wallet = action.payload;
      })
      .addCase(fetchMyWallet.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? 'Server Error';
      });
  },
});

export const { walletSaved } = myWalletSlice.actions;

declare module '../../../app/root-reducer' {
  interface LazyLoadedSlices {
    myWallet: MyWalletSliceState;
  }
}

/** The slice joins the store with the wallet's code. */
const injected = myWalletSlice.injectInto(rootReducer);

export const selectMyWallet = (state: RootState): MyWalletSliceState => injected.selectSlice(state);
