import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { getPost } from '../../blog';
import { getListing } from '../../../lib/listings/listings-api';
import { kindUis } from '../../../lib/listings/kind-uis';
import { updateListingRequest } from '../api/listing-admin-api';
import { getProviders } from '../../providers';
import {
  listingOf,
  listingsWithLoaded,
  providerOf,
  signIn,
  storedPost,
  stubObjectUrls,
} from '../testing/fixtures';
import { ListingEditorPage } from './listing-editor-page';
import { PostEditorPage } from './post-editor-page';

vi.mock('../../../lib/listings/listings-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getListing: vi.fn(),
}));
vi.mock('../../blog/api/posts-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getPost: vi.fn(),
}));
vi.mock('../api/listing-admin-api', () => ({
  createListingRequest: vi.fn(),
  updateListingRequest: vi.fn(),
  deleteListingRequest: vi.fn(),
}));
vi.mock('../../providers/api/providers-api', async (importOriginal) => ({
  ...(await importOriginal()),
  getProviders: vi.fn(),
}));

beforeEach(() => {
  signIn();
  stubObjectUrls();
  vi.mocked(getProviders).mockResolvedValue([providerOf('DBS')]);
});

const kind = kindUis.find((candidate) => candidate.key === 'card')!;
const listing = listingOf(kind);

function openEditPage(url: string, preloadedState = {}) {
  return renderRoute(<ListingEditorPage kind={kind} mode="update" />, {
    path: kind.updateRoute,
    url,
    preloadedState,
  });
}

describe('a listing edit page opened at its address (reload, bookmark)', () => {
  it('loads the listing named by ?id= from the API, showing a loading state meanwhile', async () => {
    let answer: (found: typeof listing) => void = () => undefined;
    vi.mocked(getListing).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    vi.mocked(updateListingRequest).mockResolvedValue(listing);
    openEditPage(`${kind.updateRoute}?id=${listing._id}`);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the credit card...');
    expect(vi.mocked(getListing)).toHaveBeenCalledWith(kind, listing._id);
    answer(listing);

    expect(await screen.findByLabelText('Title')).toHaveValue(listing.title);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Record updated successfully.');
    expect(vi.mocked(updateListingRequest).mock.calls[0]?.[1].get('id')).toBe(listing._id);
  });

  it('edits the loaded listing without a call when it is the one the address names', () => {
    openEditPage(`${kind.updateRoute}?id=${listing._id}`, {
      listings: listingsWithLoaded(kind, listing),
    });

    expect(screen.getByLabelText('Title')).toHaveValue(listing.title);
    expect(vi.mocked(getListing)).not.toHaveBeenCalled();
  });

  it('fetches the named listing when the store holds another one', async () => {
    const other = { ...listing, _id: 'card-id-2', title: 'Another card' };
    vi.mocked(getListing).mockResolvedValue(other);
    openEditPage(`${kind.updateRoute}?id=${other._id}`, {
      listings: listingsWithLoaded(kind, listing),
    });

    expect(await screen.findByLabelText('Title')).toHaveValue('Another card');
  });

  it('says clearly when no listing has that id, with a link to the list', async () => {
    vi.mocked(getListing).mockRejectedValue(new ApiRequestError('Not found', 404));
    openEditPage(`${kind.updateRoute}?id=0123456789abcdef01234567`);

    expect(
      await screen.findByText(
        'There is no credit card with the id 0123456789abcdef01234567: it may have been deleted.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: `go to ${kind.navLabel}` })).toHaveAttribute(
      'href',
      kind.pageRoute,
    );
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('shows the server error in red when the listing cannot be loaded', async () => {
    vi.mocked(getListing).mockRejectedValue(new ApiRequestError('Server Error', 500));
    openEditPage(`${kind.updateRoute}?id=${listing._id}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
  });
});

describe('the post edit page opened at its address', () => {
  it('loads the post named by ?id= from the API', async () => {
    vi.mocked(getPost).mockResolvedValue(storedPost);
    renderRoute(<PostEditorPage mode="update" />, {
      path: '/blog/update',
      url: `/blog/update?id=${storedPost._id}`,
    });

    expect(screen.getByRole('status')).toHaveTextContent('Loading the post...');
    expect(await screen.findByLabelText('Title')).toHaveValue(storedPost.title);
    expect(vi.mocked(getPost)).toHaveBeenCalledWith(storedPost._id);
  });

  it('says clearly when no post has that id', async () => {
    vi.mocked(getPost).mockRejectedValue(new ApiRequestError('This post could not be found.', 404));
    renderRoute(<PostEditorPage mode="update" />, {
      path: '/blog/update',
      url: '/blog/update?id=gone',
    });

    expect(
      await screen.findByText('There is no post with the id gone: it may have been deleted.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'go to the blog' })).toHaveAttribute('href', '/blog');
  });
});
