import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListingKindKey } from '@sg-finance/contract';
import { rootReducer, type RootState } from '../../app/root-reducer';
import { describeApiError, fallbackErrorMessage } from '../../lib/api-client';
import { getCatalogue, getCatalogueIfChanged, type CataloguePage } from './api/catalogue-api';

/** After this long the held catalogue is asked again, with its validators (a 304 costs no download). */
export const catalogueRecheckMs = 10 * 60_000;

/** One kind's catalogue, now or as of a day: request, success or fail. */
export interface KindCatalogue {
  status: 'loading' | 'ready' | 'failed';
  pages: CataloguePage[];
  error: string | null;
  /** When the pages were last loaded or confirmed unchanged (ms since 1970). */
  checkedAt: number;
  /** The visitor changed the kind's listings since (an administrator's save): ask again. */
  outdated: boolean;
  /** The call this state reports on: an older call's answer is ignored. */
  requestId: string | null;
}

/** By `catalogueKey`: `card`, or `card@2026-01-01` for the catalogue as of that day. */
export type CatalogueState = Record<string, KindCatalogue>;

export interface CatalogueRequest {
  kind: ListingKindKey;
  /** The catalogue as it stood at the end of this day (YYYY-MM-DD) in Singapore. */
  asOf?: string;
}

export function catalogueKey({ kind, asOf }: CatalogueRequest): string {
  return asOf ? `${kind}@${asOf}` : kind;
}

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices {
    catalogue: CatalogueState;
  }
}

const initialState: CatalogueState = {};

/** True when the held catalogue is missing, failed, outdated or due a check. */
function isDue(held: KindCatalogue | undefined, now: number): boolean {
  if (!held) return true;
  if (held.status === 'loading') return false;
  if (held.status === 'failed' || held.outdated) return true;
  return now - held.checkedAt >= catalogueRecheckMs;
}

interface LoadedCatalogue {
  /** 'unchanged' when the server confirmed the held pages (304). */
  pages: CataloguePage[] | 'unchanged';
  checkedAt: number;
}

/**
 * Loads a kind's catalogue into the store once; the lists, compare, the calculators and the
 * wallet all read it there. A held catalogue is asked again only when it is outdated or due a
 * check, and then with its validators, so an unchanged one is not downloaded again.
 */
export const loadCatalogue = createAsyncThunk<
  LoadedCatalogue,
  CatalogueRequest,
  { state: RootState; rejectValue: string }
>(
  'catalogue/load',
  async (request, { getState, rejectWithValue }) => {
    const held = selectCatalogueState(getState())[catalogueKey(request)];
    try {
      const pages =
        held?.status === 'ready'
          ? await getCatalogueIfChanged(request.kind, held.pages, request.asOf)
          : await getCatalogue(request.kind, request.asOf);
      return { pages, checkedAt: Date.now() };
    } catch (error) {
      return rejectWithValue(describeApiError(error));
    }
  },
  {
    condition: (request, { getState }) =>
      isDue(selectCatalogueState(getState())[catalogueKey(request)], Date.now()),
  },
);

const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState,
  reducers: {
    /** The visitor's own action changed the kind's listings: the next reader loads them again. */
    catalogueOutdated: (state, action: PayloadAction<ListingKindKey>) => {
      for (const [key, held] of Object.entries(state)) {
        if (key === action.payload || key.startsWith(`${action.payload}@`)) held.outdated = true;
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadCatalogue.pending, (state, action) => {
        const key = catalogueKey(action.meta.arg);
        const held = state[key];
        // A held catalogue stays on screen while it is checked.
        state[key] =
          held?.status === 'ready'
            ? { ...held, requestId: action.meta.requestId }
            : {
                status: 'loading',
                pages: [],
                error: null,
                checkedAt: 0,
                outdated: false,
                requestId: action.meta.requestId,
              };
      })
      .addCase(loadCatalogue.fulfilled, (state, action) => {
        const held = state[catalogueKey(action.meta.arg)];
        if (held?.requestId !== action.meta.requestId) return;
        const { pages, checkedAt } = action.payload;
        held.status = 'ready';
        if (pages !== 'unchanged') held.pages = pages;
        held.checkedAt = checkedAt;
        held.outdated = false;
        held.requestId = null;
      })
      .addCase(loadCatalogue.rejected, (state, action) => {
        const held = state[catalogueKey(action.meta.arg)];
        if (held?.requestId !== action.meta.requestId) return;
        held.requestId = null;
        // A failed check keeps the catalogue held; a failed first load says why.
        if (held.status === 'ready') return;
        held.status = 'failed';
        held.error = action.payload ?? fallbackErrorMessage;
      });
  },
});

export const { catalogueOutdated } = catalogueSlice.actions;

/** Every kind's catalogue held; the slice joins the store when this module loads. */
export const selectCatalogueState = catalogueSlice.injectInto(rootReducer).selectSlice;
