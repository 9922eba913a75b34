import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPost } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/test-utils';
import { ApiRequestError } from '../../../lib/api-client';
import { getPosts } from '../api/posts-api';

vi.mock('../api/posts-api', () => ({ getPosts: vi.fn(), getPost: vi.fn() }));

const longDescription = `${'Saving early matters. '.repeat(10)}`;
const savingPost = buildPost({
  _id: 'p1',
  slug: 'save-early',
  title: 'Save early',
  description: longDescription,
  tags: ['Saving'],
});
const investingPost = buildPost({
  _id: 'p2',
  slug: '',
  title: 'Start investing',
  description: 'Index funds first.',
  tags: ['Investment', 'Finance'],
});

describe('the blog list page', () => {
  it("shows 'All' and the server's tags, starting at 'All', with a card per post", async () => {
    vi.mocked(getPosts).mockResolvedValue({
      data: [savingPost, investingPost],
      tags: ['Saving', 'Investment', 'Finance'],
    });
    renderApp('/blog');

    const card = await screen.findByRole('article', { name: 'Save early' });
    const chips = within(screen.getByRole('group', { name: 'Filter by tag' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'All',
      'Saving',
      'Investment',
      'Finance',
    ]);
    expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText(`${longDescription.slice(0, 150)}...`)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Read more !' })).toHaveAttribute(
      'href',
      '/posts/save-early',
    );
    const byId = screen.getByRole('article', { name: 'Start investing' });
    expect(within(byId).getByRole('link', { name: 'Read more !' })).toHaveAttribute(
      'href',
      '/posts/p2',
    );
  });

  it('shows only the posts carrying the selected tag', async () => {
    vi.mocked(getPosts).mockResolvedValue({
      data: [savingPost, investingPost],
      tags: ['Saving', 'Investment'],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/blog');
    await screen.findByRole('article', { name: 'Save early' });

    const chip = screen.getByRole('button', { name: 'Investment' });
    await user.click(chip);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Start investing' })).toBeVisible();
    expect(router.state.location.search).toBe('?tag=Investment');
    expect(chip).toHaveFocus();
  });

  it('opens at the tag of the address, and Back returns to the posts of that tag', async () => {
    vi.mocked(getPosts).mockResolvedValue({
      data: [savingPost, investingPost],
      tags: ['Saving', 'Investment'],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/blog?tag=Saving');
    const card = await screen.findByRole('article', { name: 'Save early' });
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.click(within(card).getByRole('link', { name: 'Read more !' }));
    await router.navigate(-1);
    expect(await screen.findByRole('article', { name: 'Save early' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Saving' })).toHaveAttribute('aria-pressed', 'true');
    expect(vi.mocked(getPosts)).toHaveBeenCalledTimes(1);
  });

  it("offers Retry on the 'Server Error' banner, which loads the posts again", async () => {
    vi.mocked(getPosts)
      .mockRejectedValueOnce(new ApiRequestError('Server Error'))
      .mockResolvedValueOnce({ data: [savingPost], tags: ['Saving'] });
    const user = userEvent.setup();
    renderApp('/blog');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Server Error');
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Save early' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Server Error' in a red banner whatever the failure", async () => {
    vi.mocked(getPosts).mockRejectedValue(new ApiRequestError('Mongo is down', 500));
    renderApp('/blog');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(/^Server ErrorRetry$/);
    expect(banner).toHaveClass('alert-danger');
  });

  it('shows a spinner while the posts load', () => {
    vi.mocked(getPosts).mockReturnValue(new Promise(() => undefined));
    renderApp('/blog');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
