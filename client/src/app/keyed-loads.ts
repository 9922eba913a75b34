import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { describeApiError } from '../lib/api-client';
import { useAppDispatch, useAppSelector } from './hooks';
import { rootReducer, type RootState } from './root-reducer';

/** One load of data, as the store holds it: request, success or fail. */
export type LoadEntry<Data> =
  | { status: 'loading'; requestId: string; data?: Data }
  | { status: 'ready'; requestId: string; data: Data }
  | { status: 'failed'; requestId: string; error: string; data?: Data };

/** Every keyed load of the site, by `name:key` (a record's history, a product's changes...). */
export type KeyedLoadsState = Record<string, LoadEntry<unknown>>;

interface Request<Arg> {
  key: string;
  arg: Arg;
}

const keyedLoadsSlice = createSlice({
  name: 'keyedLoads',
  initialState: {} as KeyedLoadsState,
  reducers: {
    /** Forgets a load (a page closed): the next reader asks again. */
    loadCleared(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
    /** The server answered the data anew after an action (alerts marked read): it replaces it. */
    loadAnswered(state, action: PayloadAction<{ key: string; data: unknown }>) {
      const { key, data } = action.payload;
      state[key] = { status: 'ready', requestId: state[key]?.requestId ?? '', data };
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(
        (action) => /^keyedLoads\/.+\/pending$/.test(action.type),
        (state, action: { meta: { arg: Request<unknown>; requestId: string } }) => {
          const { key } = action.meta.arg;
          state[key] = {
            status: 'loading',
            requestId: action.meta.requestId,
            data: state[key]?.data,
          };
        },
      )
      .addMatcher(
        (action) => /^keyedLoads\/.+\/fulfilled$/.test(action.type),
        (
          state,
          action: { payload: unknown; meta: { arg: Request<unknown>; requestId: string } },
        ) => {
          const { key } = action.meta.arg;
          if (state[key]?.requestId !== action.meta.requestId) return;
          state[key] = { status: 'ready', requestId: action.meta.requestId, data: action.payload };
        },
      )
      .addMatcher(
        (action) => /^keyedLoads\/.+\/rejected$/.test(action.type),
        (
          state,
          action: { payload?: unknown; meta: { arg: Request<unknown>; requestId: string } },
        ) => {
          const { key } = action.meta.arg;
          const held = state[key];
          if (held?.requestId !== action.meta.requestId) return;
          const error = typeof action.payload === 'string' ? action.payload : 'Server Error';
          state[key] = {
            status: 'failed',
            requestId: action.meta.requestId,
            error,
            data: held.data,
          };
        },
      );
  },
});

export const { loadCleared, loadAnswered } = keyedLoadsSlice.actions;

declare module './root-reducer' {
  interface LazyLoadedSlices {
    keyedLoads: KeyedLoadsState;
  }
}

const injected = keyedLoadsSlice.injectInto(rootReducer);

/** A kind of load a feature declares once: its name, the key of an argument, the API call. */
export function keyedLoad<Arg, Data>(
  name: string,
  keyOf: (arg: Arg) => string,
  load: (arg: Arg) => Promise<Data>,
) {
  const fetch = createAsyncThunk<Data, Request<Arg>, { rejectValue: string }>(
    `keyedLoads/${name}`,
    async ({ arg }, { rejectWithValue }) => {
      try {
        return await load(arg);
      } catch (error) {
        return rejectWithValue(describeApiError(error));
      }
    },
  );
  const key = (arg: Arg) => `${name}:${keyOf(arg)}`;
  return {
    key,
    /** The thunk that loads `arg` into the store: request, success or fail. */
    fetch: (arg: Arg) => fetch({ key: key(arg), arg }),
    /** The action that puts data the server answered after an action in place of `arg`'s. */
    answered: (arg: Arg, data: Data) => loadAnswered({ key: key(arg), data }),
    select: (state: RootState, arg: Arg) =>
      injected.selectSlice(state)[key(arg)] as LoadEntry<Data> | undefined,
  };
}

export type KeyedLoad<Arg, Data> = ReturnType<typeof keyedLoad<Arg, Data>>;

/**
 * The load of `arg` from the store, asked when a page shows it and again when `arg`'s key or
 * `version` changes (a product saved again, a page of a list turned); undefined before the first
 * request, and with `arg` null (nothing to ask). The data of the previous request stays while the
 * next one loads. With `freshEachVisit`, the load is forgotten when its reader leaves, so the next
 * visit shows nothing until the new answer (a section placed by the address's #fragment must not
 * appear with old data and then jump).
 */
export function useKeyedLoad<Arg, Data>(
  load: KeyedLoad<Arg, Data>,
  arg: Arg | null,
  version?: string | number,
  { freshEachVisit = false }: { freshEachVisit?: boolean } = {},
): LoadEntry<Data> | undefined {
  const dispatch = useAppDispatch();
  const key = arg === null ? null : load.key(arg);
  const entry = useAppSelector((state) => (arg === null ? undefined : load.select(state, arg)));
  useEffect(() => {
    if (arg !== null) void dispatch(load.fetch(arg));
    // By its key: an equal argument made anew on each render is the same load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, load, key, version]);
  useEffect(() => {
    if (!freshEachVisit || key === null) return;
    return () => {
      dispatch(loadCleared(key));
    };
  }, [dispatch, key, freshEachVisit]);
  return entry;
}
