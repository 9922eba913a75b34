import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/root-reducer';
import { describeApiError, fallbackErrorMessage } from '../../lib/api-client';
import { getPost, getPosts } from './api/posts-api';
import type { Post, PostsAnswer } from '@sg-finance/contract';

export interface BlogState {
  list: {
    loading: boolean;
    /** True once the list call has answered, with data or an error. */
    loaded: boolean;
    posts: Post[];
    tags: string[];
    error: string | null;
  };
  detail: {
    loading: boolean;
    /** The last post opened; the edit page reads it after the detail page loaded it. */
    post: Post | null;
    error: string | null;
    /** What the visitor asked for: a page shows the state only when it matches its address. */
    slugOrId: string | null;
    requestId: string | null;
  };
}

export const initialBlogState: BlogState = {
  list: { loading: false, loaded: false, posts: [], tags: [], error: null },
  detail: { loading: false, post: null, error: null, slugOrId: null, requestId: null },
};

/** SPEC section 8: a failed blog list always reads 'Server Error'. */
export const fetchPosts = createAsyncThunk<PostsAnswer, void, { rejectValue: string }>(
  'blog/fetchPosts',
  async (_, { rejectWithValue }) => {
    try {
      return await getPosts();
    } catch {
      return rejectWithValue(fallbackErrorMessage);
    }
  },
);

export const fetchPost = createAsyncThunk<Post, string, { rejectValue: string }>(
  'blog/fetchPost',
  async (slugOrId, { rejectWithValue }) => {
    try {
      return await getPost(slugOrId);
    } catch (error) {
      return rejectWithValue(describeApiError(error));
    }
  },
);

const blogSlice = createSlice({
  name: 'blog',
  initialState: initialBlogState,
  reducers: {
    /** Forgets the list and the loaded post, e.g. after the post was deleted. */
    cleared: () => initialBlogState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchPosts.pending, (state) => {
        state.list.loading = true;
        state.list.error = null;
      })
      .addCase(fetchPosts.fulfilled, (state, action) => {
        state.list = {
          loading: false,
          loaded: true,
          posts: action.payload.data,
          tags: action.payload.tags,
          error: null,
        };
      })
      .addCase(fetchPosts.rejected, (state, action) => {
        state.list = {
          loading: false,
          loaded: true,
          posts: [],
          tags: [],
          error: action.payload ?? fallbackErrorMessage,
        };
      })
      .addCase(fetchPost.pending, (state, action) => {
        state.detail = {
          loading: true,
          post: null,
          error: null,
          slugOrId: action.meta.arg,
          requestId: action.meta.requestId,
        };
      })
      .addCase(fetchPost.fulfilled, (state, action) => {
        if (state.detail.requestId !== action.meta.requestId) return;
        state.detail = { ...state.detail, loading: false, post: action.payload };
      })
      .addCase(fetchPost.rejected, (state, action) => {
        if (state.detail.requestId !== action.meta.requestId) return;
        state.detail = {
          ...state.detail,
          loading: false,
          error: action.payload ?? fallbackErrorMessage,
        };
      });
  },
});

export const { cleared: blogCleared } = blogSlice.actions;

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices {
    blog: BlogState;
  }
}

/** The blog's list and the post opened last; the slice joins the store when this module loads. */
export const selectBlogState = blogSlice.injectInto(rootReducer).selectSlice;
