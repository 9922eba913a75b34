import { createAsyncThunk } from '@reduxjs/toolkit';
import { describeApiError } from '../../../lib/api-client';
import type { ListingKindKey, Post } from '@sg-finance/contract';
import { catalogueOutdated } from '../../catalogue';
import type { KindUi } from '../../../lib/listings/kind-uis';
import type { Listing } from '@sg-finance/contract';
import type { DeleteAnswer } from '../api/delete-answer';
import {
  createListingRequest,
  deleteListingRequest,
  updateListingRequest,
} from '../api/listing-admin-api';
import { createPostRequest, deletePostRequest, updatePostRequest } from '../api/post-admin-api';
import type { UploadProgressListener } from '../../../lib/api-client-upload';

/** A form to send, and who to tell how much of it is sent. */
export interface FormSubmission {
  body: FormData;
  onUploadProgress?: UploadProgressListener;
}

export interface ListingSubmission extends FormSubmission {
  kind: KindUi;
}

export interface ListingRemoval {
  kind: KindUi;
  id: string;
}

/**
 * A thunk whose failure carries the message the user should see as its typed reject value. A
 * call that changes a kind's listings (`changedKind`) marks that kind's catalogue as outdated.
 */
function adminThunk<Result, Arg>(
  type: string,
  request: (arg: Arg) => Promise<Result>,
  changedKind?: (arg: Arg) => ListingKindKey,
) {
  return createAsyncThunk<Result, Arg, { rejectValue: string }>(
    type,
    async (arg, { dispatch, rejectWithValue }) => {
      try {
        const result = await request(arg);
        if (changedKind) dispatch(catalogueOutdated(changedKind(arg)));
        return result;
      } catch (error) {
        return rejectWithValue(describeApiError(error));
      }
    },
  );
}

export const createListing = adminThunk<Listing, ListingSubmission>(
  'admin/createListing',
  ({ kind, body, onUploadProgress }) => createListingRequest(kind, body, onUploadProgress),
  ({ kind }) => kind.key,
);

export const updateListing = adminThunk<Listing, ListingSubmission>(
  'admin/updateListing',
  ({ kind, body, onUploadProgress }) => updateListingRequest(kind, body, onUploadProgress),
  ({ kind }) => kind.key,
);

export const deleteListing = adminThunk<DeleteAnswer, ListingRemoval>(
  'admin/deleteListing',
  ({ kind, id }) => deleteListingRequest(kind, id),
  ({ kind }) => kind.key,
);

export const createPost = adminThunk<Post, FormSubmission>(
  'admin/createPost',
  ({ body, onUploadProgress }) => createPostRequest(body, onUploadProgress),
);

export const updatePost = adminThunk<Post, FormSubmission>(
  'admin/updatePost',
  ({ body, onUploadProgress }) => updatePostRequest(body, onUploadProgress),
);

export const deletePost = adminThunk<DeleteAnswer, string>('admin/deletePost', deletePostRequest);
