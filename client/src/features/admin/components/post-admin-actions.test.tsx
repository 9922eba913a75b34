import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { deletePostRequest } from '../api/post-admin-api';
import { selectDeleteState } from '../store/admin-slice';
import { readerUser, signIn, storedPost } from '../testing/fixtures';
import { PostAdminActions } from './post-admin-actions';

vi.mock('../api/post-admin-api', () => ({
  createPostRequest: vi.fn(),
  updatePostRequest: vi.fn(),
  deletePostRequest: vi.fn(),
}));

afterEach(() => {
  vi.useRealTimers();
});

function renderOnPostPage() {
  return renderRoute(<PostAdminActions post={storedPost} />, {
    path: '/posts/:slugOrId',
    url: `/posts/${storedPost.slug}`,
  });
}

/**
 * Confirms the delete with real timers, then freezes time as the call goes out, so the test
 * decides when the 1.5 s pass.
 */
async function confirmDelete() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
  const confirm = screen.getByRole('button', { name: 'Delete post' });
  vi.useFakeTimers();
  fireEvent.click(confirm);
  await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('deleting a post from its page', () => {
  it('shows the server message, then after 1.5 s goes to the blog', async () => {
    signIn();
    vi.mocked(deletePostRequest).mockResolvedValue({ message: 'Post Deleted!' });
    const { router } = renderOnPostPage();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/blog/update?id=${storedPost._id}`,
    );

    await confirmDelete();

    expect(vi.mocked(deletePostRequest)).toHaveBeenCalledWith(storedPost._id);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Post Deleted! Redirecting to blog page...',
    );
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(router.state.location.pathname).toBe(`/posts/${storedPost.slug}`);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/blog');
  });

  it('shows the failure in red, then goes to the blog all the same', async () => {
    signIn();
    vi.mocked(deletePostRequest).mockRejectedValue(new ApiRequestError('Forbidden', 403));
    const { router, store } = renderOnPostPage();

    await confirmDelete();

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error deleting post Redirecting to blog page...',
    );
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(router.state.location.pathname).toBe('/blog');
    expect(selectDeleteState(store.getState()).error).toBeNull();
  });

  it('offers nothing to a user who is not an admin', () => {
    signIn(readerUser);
    renderOnPostPage();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
