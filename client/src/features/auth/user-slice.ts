import { createAsyncThunk, createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { describeApiError, fallbackErrorMessage } from '../../lib/api-client';
import { clearStoredUserInfo, readStoredUserInfo, storeUserInfo } from '../../lib/stored-user-info';
import type { UserInfo } from '@sg-finance/contract';
import { loginUser, logoutUser, registerUser } from './api/users-api';
import type { LoginCredentials, Registration } from './types';

export interface UserState {
  /** The session: restored from localStorage when the site starts. */
  userInfo: UserInfo | null;
  login: { loading: boolean; error: string | null };
  register: { loading: boolean; success: boolean; error: string | null };
  /** Set on logout to 'User loged out.' (sic, SPEC section 4). */
  message: string | null;
  /**
   * True once the server refused the stored session of a signed-in user, until they sign in again
   * or log out: the page they were on stays as it is, with what they typed.
   */
  sessionExpired: boolean;
}

export const loggedOutMessage = 'User loged out.';

const initialRegisterState: UserState['register'] = { loading: false, success: false, error: null };

function initialUserState(): UserState {
  return {
    userInfo: readStoredUserInfo(),
    login: { loading: false, error: null },
    register: initialRegisterState,
    message: null,
    sessionExpired: false,
  };
}

export const login = createAsyncThunk<UserInfo, LoginCredentials, { rejectValue: string }>(
  'user/login',
  async (credentials, { rejectWithValue }) => {
    try {
      const userInfo = await loginUser(credentials);
      storeUserInfo(userInfo);
      return userInfo;
    } catch (error) {
      return rejectWithValue(describeApiError(error));
    }
  },
);

export const register = createAsyncThunk<UserInfo, Registration, { rejectValue: string }>(
  'user/register',
  async (registration, { rejectWithValue }) => {
    try {
      return await registerUser(registration);
    } catch (error) {
      return rejectWithValue(describeApiError(error));
    }
  },
);

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    loggedOut: (state) => {
      state.userInfo = null;
      state.login = { loading: false, error: null };
      state.message = loggedOutMessage;
      state.sessionExpired = false;
    },
    sessionExpired: (state) => {
      state.sessionExpired = state.userInfo !== null;
      state.userInfo = null;
    },
    /** A new session of the same account (after a password or email change), or none. */
    sessionReplaced: (state, action: PayloadAction<UserInfo | null>) => {
      state.userInfo = action.payload;
      state.sessionExpired = false;
    },
    loginErrorCleared: (state) => {
      state.login.error = null;
    },
    registerReset: (state) => {
      state.register = initialRegisterState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.pending, (state) => {
        state.login = { loading: true, error: null };
      })
      .addCase(login.fulfilled, (state, action) => {
        state.login = { loading: false, error: null };
        state.userInfo = action.payload;
        state.message = null;
        state.sessionExpired = false;
      })
      .addCase(login.rejected, (state, action) => {
        state.login = { loading: false, error: action.payload ?? fallbackErrorMessage };
      })
      .addCase(register.pending, (state) => {
        state.register = { loading: true, success: false, error: null };
      })
      .addCase(register.fulfilled, (state) => {
        state.register = { loading: false, success: true, error: null };
      })
      .addCase(register.rejected, (state, action) => {
        state.register = {
          loading: false,
          success: false,
          error: action.payload ?? fallbackErrorMessage,
        };
      });
  },
});

export const { loginErrorCleared, registerReset, sessionExpired, sessionReplaced } =
  userSlice.actions;

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices {
    user: UserState;
  }
}

/** The session's state; the slice joins the store when this module loads. */
export const selectUserState = userSlice.injectInto(rootReducer).selectSlice;

/**
 * Ends the session: asks the server to end the token (best effort: the call takes the stored
 * token as it starts, and a failure does not keep anyone signed in), then forgets the stored user
 * info and the state without waiting for the answer.
 */
export function logout() {
  return (dispatch: Dispatch) => {
    logoutUser().catch(() => undefined);
    clearStoredUserInfo();
    dispatch(userSlice.actions.loggedOut());
  };
}
