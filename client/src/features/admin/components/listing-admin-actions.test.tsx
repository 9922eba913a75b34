import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { kindUis, type KindUi } from '../../../lib/listings/kind-uis';
import { deleteListingRequest } from '../api/listing-admin-api';
import { selectDeleteState } from '../store/admin-slice';
import { listingOf, listingsWithLoaded, readerUser, signIn } from '../testing/fixtures';
import { ListingAdminActions } from './listing-admin-actions';
import { selectListingsState } from '../../listings';

vi.mock('../api/listing-admin-api', () => ({
  createListingRequest: vi.fn(),
  updateListingRequest: vi.fn(),
  deleteListingRequest: vi.fn(),
}));

afterEach(() => {
  vi.useRealTimers();
});

function renderOnDetailPage(kind: KindUi) {
  const listing = listingOf(kind);
  const view = renderRoute(<ListingAdminActions kind={kind} listing={listing} />, {
    path: `${kind.pageRoute}/:slugOrId`,
    url: `${kind.pageRoute}/${listing.slug}`,
    preloadedState: { listings: listingsWithLoaded(kind, listing) },
  });
  return { listing, ...view };
}

/**
 * Confirms the delete with real timers, then freezes time as the call goes out, so the test
 * decides when the 1.5 s pass.
 */
async function confirmDelete(kind: KindUi) {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
  const confirm = screen.getByRole('button', { name: `Delete ${kind.noun}` });
  vi.useFakeTimers();
  fireEvent.click(confirm);
  await act(() => vi.advanceTimersByTimeAsync(0));
}

describe.each(kindUis)('deleting a $noun from its detail page', (kind) => {
  it('asks first, shows the message, then after 1.5 s clears it and opens its own list', async () => {
    signIn();
    vi.mocked(deleteListingRequest).mockResolvedValue({ message: 'Record Deleted!' });
    const { router, store, listing } = renderOnDetailPage(kind);

    await confirmDelete(kind);

    expect(vi.mocked(deleteListingRequest)).toHaveBeenCalledWith(kind, listing._id);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent(`Record Deleted!${kind.deleteRedirectText}`);
    expect(banner).toHaveClass('alert-success');

    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(router.state.location.pathname).toBe(`${kind.pageRoute}/${listing.slug}`);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe(kind.pageRoute);
    expect(selectDeleteState(store.getState())).toMatchObject({ result: null, error: null });
    expect(selectListingsState(store.getState())[kind.key].detail.item).toBeNull();
  });

  it('shows the failure in red with the same redirect, then opens the list all the same', async () => {
    signIn();
    vi.mocked(deleteListingRequest).mockRejectedValue(new ApiRequestError('Not found', 404));
    const { router, store } = renderOnDetailPage(kind);

    await confirmDelete(kind);

    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent(`Error deleting record${kind.deleteRedirectText}`);
    expect(banner).toHaveClass('alert-danger');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(router.state.location.pathname).toBe(kind.pageRoute);
    expect(selectDeleteState(store.getState()).error).toBeNull();
  });
});

describe('the listing admin actions', () => {
  const kind = kindUis[0]!;

  it('link Edit to the kind’s edit page with the listing’s id, so a reload keeps it', () => {
    signIn();
    renderOnDetailPage(kind);

    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `${kind.updateRoute}?id=${listingOf(kind)._id}`,
    );
  });

  it('delete nothing when the confirmation is cancelled', async () => {
    signIn();
    const user = userEvent.setup();
    renderOnDetailPage(kind);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: `Delete this ${kind.noun}?` })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(vi.mocked(deleteListingRequest)).not.toHaveBeenCalled();
  });

  it('are not shown to a signed-in user who is not an admin, nor to a visitor', () => {
    signIn(readerUser);
    const reader = renderOnDetailPage(kind);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    reader.unmount();

    window.localStorage.clear();
    renderOnDetailPage(kind);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
