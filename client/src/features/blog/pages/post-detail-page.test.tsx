import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { adminInfo, buildPost, signedInState } from '../../../testing/fixtures';
import { renderApp, renderRoute } from '../../../testing/test-utils';
import { ApiRequestError } from '../../../lib/api-client';
import { getPost } from '../api/posts-api';
import type { Post } from '@sg-finance/contract';
import { PostDetailPage } from './post-detail-page';

vi.mock('../api/posts-api', () => ({ getPosts: vi.fn(), getPost: vi.fn() }));

function AdminActions({ post }: { post: Post }) {
  return <p>Edit and Delete {post.slug}</p>;
}

function renderPost(preloadedState = {}) {
  return renderRoute(
    <Routes>
      <Route path="/posts/:slugOrId" element={<PostDetailPage adminActions={AdminActions} />} />
    </Routes>,
    { path: '*', url: '/posts/pick-a-miles-card', preloadedState },
  );
}

describe('the post page', () => {
  it('shows the title, image, body, author, date and tags', async () => {
    vi.mocked(getPost).mockResolvedValue(
      // 06:07:09 UTC is 14:07:09 in Singapore, where the site tells the time.
      buildPost({ tags: ['Finance', 'Travel'], createdAt: '2024-03-05T06:07:09.000Z' }),
    );
    renderApp('/posts/pick-a-miles-card');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to pick a miles card' }),
    ).toBeVisible();
    expect(vi.mocked(getPost)).toHaveBeenCalledWith('pick-a-miles-card');
    expect(screen.getByRole('img', { name: 'How to pick a miles card' })).toBeVisible();
    expect(screen.getByText('Miles cards reward travel.')).toBeVisible();
    expect(screen.getByText('Author: Jane Tan')).toBeVisible();
    expect(screen.getByText('Last Updated: 05/Mar/2024 14:07:09')).toBeVisible();
    const tags = within(screen.getByRole('list', { name: 'Tags' }));
    expect(tags.getAllByRole('listitem').map((tag) => tag.textContent)).toEqual([
      'Finance',
      'Travel',
    ]);
  });

  it('names the tab and describes the page, leaving the JSON-LD to the page head', async () => {
    vi.mocked(getPost).mockResolvedValue(
      buildPost({ description: 'How to choose between miles cards.' }),
    );
    renderApp('/posts/pick-a-miles-card');

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('How to pick a miles card | SG Finance Rewards');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'How to choose between miles cards.',
    );
    // The server writes the page's JSON-LD into the head; a second copy from the page would repeat it.
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('shows the body as the server rendered it: headings, lists and images', async () => {
    vi.mocked(getPost).mockResolvedValue(
      buildPost({
        bodyHtml:
          '<h2>Why miles?</h2>\n<ul>\n<li>Free flights</li>\n<li>Lounges</li>\n</ul>\n' +
          '<img src="/uploads/figure.webp" alt="A boarding pass" loading="lazy" decoding="async" />',
      }),
    );
    renderApp('/posts/pick-a-miles-card');

    expect(await screen.findByRole('heading', { level: 2, name: 'Why miles?' })).toBeVisible();
    const points = screen.getByText('Free flights').closest('ul');
    expect([...(points?.children ?? [])].map((point) => point.textContent)).toEqual([
      'Free flights',
      'Lounges',
    ]);
    expect(screen.getByRole('img', { name: 'A boarding pass' })).toHaveAttribute(
      'src',
      '/uploads/figure.webp',
    );
  });

  it('hides the admin actions from visitors', async () => {
    vi.mocked(getPost).mockResolvedValue(buildPost());
    renderPost();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Edit and Delete/)).not.toBeInTheDocument();
  });

  it('shows the admin actions to administrators', async () => {
    vi.mocked(getPost).mockResolvedValue(buildPost());
    renderPost(signedInState(adminInfo));
    expect(await screen.findByText('Edit and Delete pick-a-miles-card')).toBeVisible();
  });

  it('shows the server message when the post is missing', async () => {
    vi.mocked(getPost).mockRejectedValue(new ApiRequestError('Post not found', 404));
    renderApp('/posts/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Post not found');
  });
});
