import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { SavingsBond, TbillAuction } from '@sg-finance/contract';
import { rootReducer, type RootState } from '../../../app/root-reducer';
import { describeApiError, fallbackErrorMessage } from '../../../lib/api-client';
import { getSavingsBonds, getTbillAuctions } from '../api/government-securities';

/** The T-bill auctions and Savings Bond issues, loaded once a visit: request, success or fail. */
export interface GovernmentSecuritiesState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  tbills: TbillAuction[];
  bonds: SavingsBond[];
  error: string | null;
}

declare module '../../../app/root-reducer' {
  interface LazyLoadedSlices {
    governmentSecurities: GovernmentSecuritiesState;
  }
}

const initialState: GovernmentSecuritiesState = {
  status: 'idle',
  tbills: [],
  bonds: [],
  error: null,
};

/** Loads both lists unless they are held or loading. */
export const loadGovernmentSecurities = createAsyncThunk<
  { tbills: TbillAuction[]; bonds: SavingsBond[] },
  void,
  { state: RootState; rejectValue: string }
>(
  'governmentSecurities/load',
  async (_, { rejectWithValue }) => {
    try {
      const [tbills, bonds] = await Promise.all([getTbillAuctions(), getSavingsBonds()]);
      return { tbills, bonds };
    } catch (error) {
      return rejectWithValue(describeApiError(error));
    }
  },
  {
    condition: (_, { getState }) => {
      const { status } = selectGovernmentSecuritiesState(getState());
      return status === 'idle' || status === 'failed';
    },
  },
);

const governmentSecuritiesSlice = createSlice({
  name: 'governmentSecurities',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadGovernmentSecurities.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(loadGovernmentSecurities.fulfilled, (state, action) => {
        state.status = 'ready';
        state.tbills = action.payload.tbills;
        state.bonds = action.payload.bonds;
      })
      .addCase(loadGovernmentSecurities.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? fallbackErrorMessage;
      });
  },
});

/** The slice joins the store when this module loads, with the pages that read it. */
export const selectGovernmentSecuritiesState =
  governmentSecuritiesSlice.injectInto(rootReducer).selectSlice;
