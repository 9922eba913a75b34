import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { CommercialTie } from '@sg-finance/contract';
import { rootReducer, type RootState } from '../../app/root-reducer';
import { describeApiError, fallbackErrorMessage } from '../../lib/api-client';
import { getProviders } from './api/providers-api';

/**
 * The providers' names and commercial ties, loaded once for every page that offers them:
 * request, success or fail.
 */
export interface ProvidersState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** In the server's order (the spec's nine banks first); empty until loaded. */
  names: string[];
  /** The commercial tie of each provider that has one, by name. */
  ties: Record<string, CommercialTie>;
  error: string | null;
  /** An administrator changed the providers since: the next reader loads them again. */
  outdated: boolean;
}

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices {
    providers: ProvidersState;
  }
}

const initialState: ProvidersState = {
  status: 'idle',
  names: [],
  ties: {},
  error: null,
  outdated: false,
};

/** Loads the providers' names unless they are held (or loading) and current. */
export const loadProviders = createAsyncThunk<
  Pick<ProvidersState, 'names' | 'ties'>,
  void,
  { state: RootState; rejectValue: string }
>(
  'providers/load',
  async (_, { rejectWithValue }) => {
    try {
      const providers = await getProviders();
      return {
        names: providers.map((provider) => provider.name),
        ties: Object.fromEntries(
          providers.flatMap((provider) =>
            provider.commercialTie && provider.commercialTie.kind !== 'none'
              ? [[provider.name, provider.commercialTie]]
              : [],
          ),
        ),
      };
    } catch (error) {
      return rejectWithValue(describeApiError(error));
    }
  },
  {
    condition: (_, { getState }) => {
      const { status, outdated } = selectProvidersState(getState());
      return status === 'idle' || status === 'failed' || (status === 'ready' && outdated);
    },
  },
);

const providersSlice = createSlice({
  name: 'providers',
  initialState,
  reducers: {
    /** An administrator added, renamed or removed a provider. */
    providersOutdated: (state) => {
      state.outdated = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadProviders.pending, (state) => {
        if (state.status !== 'ready') state.status = 'loading';
      })
      .addCase(loadProviders.fulfilled, (state, action) => {
        state.status = 'ready';
        state.names = action.payload.names;
        state.ties = action.payload.ties;
        state.error = null;
        state.outdated = false;
      })
      .addCase(loadProviders.rejected, (state, action) => {
        state.status = 'failed';
        state.names = [];
        state.ties = {};
        state.error = action.payload ?? fallbackErrorMessage;
      });
  },
});

export const { providersOutdated } = providersSlice.actions;

/** The providers' names; the slice joins the store when this module loads. */
export const selectProvidersState = providersSlice.injectInto(rootReducer).selectSlice;
