import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { CommercialPartner } from '@sg-finance/contract';
import { rootReducer } from '../../../app/root-reducer';
import { describeApiError, fallbackErrorMessage } from '../../../lib/api-client';
import { getCommercialPartners } from '../api/partners-api';

/** The advertising disclosure's partners: request, success or fail. */
export interface PartnersState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  partners: CommercialPartner[];
  error: string | null;
}

declare module '../../../app/root-reducer' {
  interface LazyLoadedSlices {
    partners: PartnersState;
  }
}

const initialState: PartnersState = { status: 'idle', partners: [], error: null };

/** Loads the partners each time the page opens, so it shows the ties as they are now. */
export const loadPartners = createAsyncThunk<CommercialPartner[], void, { rejectValue: string }>(
  'partners/load',
  async (_, { rejectWithValue }) => {
    try {
      return await getCommercialPartners();
    } catch (error) {
      return rejectWithValue(describeApiError(error));
    }
  },
);

const partnersSlice = createSlice({
  name: 'partners',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadPartners.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(loadPartners.fulfilled, (state, action) => {
        state.status = 'ready';
        state.partners = action.payload;
      })
      .addCase(loadPartners.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? fallbackErrorMessage;
      });
  },
});

/** The slice joins the store when this module loads, with the page that reads it. */
export const selectPartnersState = partnersSlice.injectInto(rootReducer).selectSlice;
