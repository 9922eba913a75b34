import { screen, waitFor, within } from '@testing-library/react';
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
      buildPost({ tags: ['Finance', 'Travel'], createdAt: '2024-03-05T14:07:09' }),
    );
    renderApp('/posts/pick-a-miles-card');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to pick a miles card' }),
    ).toBeVisible();
    expect(vi.mocked(getPost)).toHaveBeenCalledWith('pick-a-miles-card');
    expect(screen.getByRole('img', { name: 'How to pick a miles card' })).toBeVisible();
    // The body's renderer is fetched alongside the post, so the body may show a moment later.
    expect(await screen.findByText('Miles cards reward travel.')).toBeVisible();
    expect(screen.getByText('Author: Jane Tan')).toBeVisible();
    expect(screen.getByText('Last Updated: 05/Mar/2024 14:07:09')).toBeVisible();
    const tags = within(screen.getByRole('list', { name: 'Tags' }));
    expect(tags.getAllByRole('listitem').map((tag) => tag.textContent)).toEqual([
      'Finance',
      'Travel',
    ]);
  });

  it('names the tab and describes the page, with an Article as structured data', async () => {
    const post = buildPost({ description: 'How to choose between miles cards.' });
    vi.mocked(getPost).mockResolvedValue(post);
    renderApp('/posts/pick-a-miles-card');

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('How to pick a miles card | SG Finance Rewards');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'How to choose between miles cards.',
    );
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toMatchObject({
      '@type': 'Article',
      headline: post.title,
    });
  });

  it('never lets the stored body run script', async () => {
    const body = JSON.stringify({
      blocks: [
        {
          key: 'a',
          text: 'x',
          type: 'atomic',
          depth: 0,
          inlineStyleRanges: [],
          entityRanges: [{ offset: 0, length: 1, key: 0 }],
          data: {},
        },
      ],
      entityMap: {
        0: { type: 'IMAGE', mutability: 'MUTABLE', data: { src: 'x" onerror="alert(1)' } },
      },
    });
    vi.mocked(getPost).mockResolvedValue(buildPost({ richTextDescription: body }));
    const { container } = renderApp('/posts/pick-a-miles-card');
    const image = await waitFor(() => {
      const bodyImage = container.querySelector('.post-body img');
      expect(bodyImage).not.toBeNull();
      return bodyImage;
    });
    expect(image?.hasAttribute('onerror')).toBe(false);
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
