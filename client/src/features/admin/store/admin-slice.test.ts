import { setupStore } from '../../../app/store';
import { ApiRequestError } from '../../../lib/api-client';
import { kindUis } from '../../../lib/listings/kind-uis';
import { createListingRequest, deleteListingRequest } from '../api/listing-admin-api';
import { listingOf } from '../testing/fixtures';
import {
  createResultCleared,
  deleteResultCleared,
  selectCreateState,
  selectDeleteState,
  selectUpdateState,
} from './admin-slice';
import { createListing, deleteListing } from './admin-thunks';

vi.mock('../api/listing-admin-api', () => ({
  createListingRequest: vi.fn(),
  updateListingRequest: vi.fn(),
  deleteListingRequest: vi.fn(),
}));

const kind = kindUis[0]!;
const listing = listingOf(kind);

describe('the admin slice', () => {
  it('passes a create through request and success', async () => {
    let answer: (created: typeof listing) => void = () => undefined;
    vi.mocked(createListingRequest).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = setupStore();

    const request = store.dispatch(createListing({ kind, body: new FormData() }));
    expect(selectCreateState(store.getState())).toMatchObject({ loading: true, result: null });
    answer(listing);
    await request;

    expect(selectCreateState(store.getState())).toMatchObject({
      loading: false,
      result: listing,
      error: null,
    });
  });

  it('keeps the server message of a failed call as the error', async () => {
    vi.mocked(deleteListingRequest).mockRejectedValue(new ApiRequestError('Not found', 404));
    const store = setupStore();

    const outcome = await store.dispatch(deleteListing({ kind, id: 'missing' }));

    expect(outcome.payload).toBe('Not found');
    expect(selectDeleteState(store.getState())).toMatchObject({
      loading: false,
      result: null,
      error: 'Not found',
    });
  });

  it('empties a result on clear and ignores the answer of a call made before it', async () => {
    let answer: (message: { message: string }) => void = () => undefined;
    vi.mocked(deleteListingRequest).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = setupStore();

    const request = store.dispatch(deleteListing({ kind, id: listing._id }));
    store.dispatch(deleteResultCleared());
    answer({ message: 'Record Deleted!' });
    await request;

    expect(selectDeleteState(store.getState())).toEqual({
      loading: false,
      result: null,
      error: null,
      requestId: null,
    });
  });

  it('does not notify subscribers when clearing an already empty result', () => {
    const store = setupStore();
    const before = store.getState().admin;
    expect(before).toBeDefined();

    store.dispatch(createResultCleared());

    expect(store.getState().admin).toBe(before);
  });

  it('answers with idle states while the slice has not reached the store', () => {
    const idle = { loading: false, result: null, error: null, requestId: null };
    const state = { ...setupStore().getState(), admin: undefined };

    expect(selectCreateState(state)).toEqual(idle);
    expect(selectUpdateState(state)).toEqual(idle);
    expect(selectDeleteState(state)).toEqual(idle);
  });
});
