import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { Application, NotificationSettings } from '@sg-finance/contract';
import { rootReducer, type RootState } from '../../../app/root-reducer';
import { describeApiError } from '../../../lib/api-client';
import { selectUserState } from '../../auth';
import { getMyApplications, getNotificationSettings } from '../api/applications-api';

/** The signed-in user's applications and reminder settings, as the server last answered them. */
export interface ApplicationsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  applications: Application[];
  settings: NotificationSettings | null;
  error: string | null;
  /** The id of the user whose applications these are (another may sign in on the same page). */
  ownerId: string | null;
}

const initialState: ApplicationsState = {
  status: 'idle',
  applications: [],
  settings: null,
  error: null,
  ownerId: null,
};

/**
 * Loads the applications and the settings together: request, success or fail, one request at a
 * time. The request names the signed-in user, whose applications replace any other's at once.
 */
export const fetchApplications = createAsyncThunk<
  { applications: Application[]; settings: NotificationSettings },
  void,
  { rejectValue: string; state: RootState; pendingMeta: { ownerId: string | null } }
>(
  'applications/fetch',
  async (_arg, { rejectWithValue }) => {
    try {
      const [applications, settings] = await Promise.all([
        getMyApplications(),
        getNotificationSettings(),
      ]);
      return { applications, settings };
    } catch (error) {
      return rejectWithValue(describeApiError(error));
    }
  },
  {
    // The pages and verdicts that ask together share one request.
    condition: (_arg, { getState }) => getState().applications?.status !== 'loading',
    getPendingMeta: (_request, { getState }) => ({
      ownerId: selectUserState(getState()).userInfo?._id ?? null,
    }),
  },
);

const applicationsSlice = createSlice({
  name: 'applications',
  initialState,
  reducers: {
    /** The server answered one application after a change: it replaces the one held, or joins. */
    applicationSaved(state, action: { payload: Application }) {
      const index = state.applications.findIndex(({ id }) => id === action.payload.id);
      if (index === -1) state.applications.unshift(action.payload);
      else state.applications[index] = action.payload;
    },
    applicationsReplaced(state, action: { payload: Application[] }) {
      state.applications = action.payload;
    },
    settingsSaved(state, action: { payload: NotificationSettings }) {
      state.settings = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchApplications.pending, (state, action) => {
        state.status = 'loading';
        state.error = null;
        if (state.ownerId !== action.meta.ownerId) {
          state.applications = [];
          state.settings = null;
          state.ownerId = action.meta.ownerId;
        }
      })
      .addCase(fetchApplications.fulfilled, (state, action) => {
        state.status = 'ready';
        state.applications = action.payload.applications;
        state.settings = action.payload.settings;
      })
      .addCase(fetchApplications.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? 'Server Error';
      });
  },
});

export const { applicationSaved, applicationsReplaced, settingsSaved } = applicationsSlice.actions;

declare module '../../../app/root-reducer' {
  interface LazyLoadedSlices {
    applications: ApplicationsState;
  }
}

/** The slice joins the store with the tracker's code. */
const injected = applicationsSlice.injectInto(rootReducer);

export const selectApplications = (state: RootState): ApplicationsState =>
  injected.selectSlice(state);
