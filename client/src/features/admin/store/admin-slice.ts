import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../app/root-reducer';
import type { Post } from '@sg-finance/contract';
import type { Listing } from '@sg-finance/contract';
import {
  createListing,
  createPost,
  deleteListing,
  deletePost,
  updateListing,
  updatePost,
} from './admin-thunks';

/** The life of one admin call: request (loading), success (result) or fail (error). */
export interface RequestState<Result> {
  loading: boolean;
  result: Result | null;
  error: string | null;
  /** The call this state reports on: the answer of a call made before a clear is ignored. */
  requestId: string | null;
}

export type SavedRecord = Listing | Post;

export interface AdminState {
  create: RequestState<SavedRecord>;
  update: RequestState<SavedRecord>;
  /** The server's message, 'Record Deleted!' or 'Post Deleted!'. */
  delete: RequestState<string>;
}

function idle<Result>(): RequestState<Result> {
  return { loading: false, result: null, error: null, requestId: null };
}

const initialState: AdminState = { create: idle(), update: idle(), delete: idle() };

function requested<Result>(state: RequestState<Result>, requestId: string): void {
  state.loading = true;
  state.result = null;
  state.error = null;
  state.requestId = requestId;
}

function succeeded<Result>(state: RequestState<Result>, requestId: string, result: Result): void {
  if (state.requestId !== requestId) return;
  state.loading = false;
  state.result = result;
}

interface RejectedAction {
  payload?: string;
  error: { message?: string };
  meta: { requestId: string };
}

function failed<Result>(state: RequestState<Result>, action: RejectedAction): void {
  if (state.requestId !== action.meta.requestId) return;
  state.loading = false;
  state.error = action.payload ?? action.error.message ?? 'Server Error';
}

const adminSlice = createSlice({
  name: 'admin',
  initialState,
  reducers: {
    // Assigning field by field leaves an already idle state untouched, so nothing re-renders.
    createResultCleared(state) {
      Object.assign(state.create, idle());
    },
    updateResultCleared(state) {
      Object.assign(state.update, idle());
    },
    deleteResultCleared(state) {
      Object.assign(state.delete, idle());
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(isAnyOf(createListing.pending, createPost.pending), (state, action) =>
        requested(state.create, action.meta.requestId),
      )
      .addMatcher(isAnyOf(createListing.fulfilled, createPost.fulfilled), (state, action) =>
        succeeded<SavedRecord>(state.create, action.meta.requestId, action.payload),
      )
      .addMatcher(isAnyOf(createListing.rejected, createPost.rejected), (state, action) =>
        failed(state.create, action),
      )
      .addMatcher(isAnyOf(updateListing.pending, updatePost.pending), (state, action) =>
        requested(state.update, action.meta.requestId),
      )
      .addMatcher(isAnyOf(updateListing.fulfilled, updatePost.fulfilled), (state, action) =>
        succeeded<SavedRecord>(state.update, action.meta.requestId, action.payload),
      )
      .addMatcher(isAnyOf(updateListing.rejected, updatePost.rejected), (state, action) =>
        failed(state.update, action),
      )
      .addMatcher(isAnyOf(deleteListing.pending, deletePost.pending), (state, action) =>
        requested(state.delete, action.meta.requestId),
      )
      .addMatcher(isAnyOf(deleteListing.fulfilled, deletePost.fulfilled), (state, action) =>
        succeeded(state.delete, action.meta.requestId, action.payload.message),
      )
      .addMatcher(isAnyOf(deleteListing.rejected, deletePost.rejected), (state, action) =>
        failed(state.delete, action),
      );
  },
});

export const { createResultCleared, updateResultCleared, deleteResultCleared } = adminSlice.actions;

/*
 * The slice joins the store's reducer when the admin chunk first loads, so visitors never download
 * it. Until the next action reaches the store its state is absent; these selectors then answer
 * with the idle initial state.
 */
declare module '../../../app/root-reducer' {
  interface LazyLoadedSlices {
    admin: AdminState;
  }
}

const { selectSlice: selectAdminState } = adminSlice.injectInto(rootReducer);

export const selectCreateState = (state: RootState) => selectAdminState(state).create;
export const selectUpdateState = (state: RootState) => selectAdminState(state).update;
export const selectDeleteState = (state: RootState) => selectAdminState(state).delete;
