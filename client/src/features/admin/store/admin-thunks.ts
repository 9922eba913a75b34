import { createAsyncThunk } from '@reduxjs/toolkit';
import { describeApiError } from '../../../lib/api-client';
import type { Post } from '@sg-finance/contract';
import type { ListingKind } from '../../listings/listing-kinds';
import type { Listing } from '@sg-finance/contract';
import type { DeleteAnswer } from '../api/delete-answer';
import {
  createListingRequest,
  deleteListingRequest,
  updateListingRequest,
} from '../api/listing-admin-api';
import { createPostRequest, deletePostRequest, updatePostRequest } from '../api/post-admin-api';

export interface ListingSubmission {
  kind: ListingKind;
  body: FormData;
}

export interface ListingRemoval {
  kind: ListingKind;
  id: string;
}

/** A thunk whose failure carries the message the user should see as its typed reject value. */
function adminThunk<Result, Arg>(type: string, request: (arg: Arg) => Promise<Result>) {
  return createAsyncThunk<Result, Arg, { rejectValue: string }>(
    type,
    async (arg, { rejectWithValue }) => {
      try {
        return await request(arg);
      } catch (error) {
        return rejectWithValue(describeApiError(error));
      }
    },
  );
}

export const createListing = adminThunk<Listing, ListingSubmission>(
  'admin/createListing',
  ({ kind, body }) => createListingRequest(kind, body),
);

export const updateListing = adminThunk<Listing, ListingSubmission>(
  'admin/updateListing',
  ({ kind, body }) => updateListingRequest(kind, body),
);

export const deleteListing = adminThunk<DeleteAnswer, ListingRemoval>(
  'admin/deleteListing',
  ({ kind, id }) => deleteListingRequest(kind, id),
);

export const createPost = adminThunk<Post, FormData>('admin/createPost', createPostRequest);

export const updatePost = adminThunk<Post, FormData>('admin/updatePost', updatePostRequest);

export const deletePost = adminThunk<DeleteAnswer, string>('admin/deletePost', deletePostRequest);
