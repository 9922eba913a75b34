import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { createPostRequest, updatePostRequest } from '../api/post-admin-api';
import { blogWithLoaded, pngFile, signIn, storedPost, stubObjectUrls } from '../testing/fixtures';
import { PostEditorPage } from './post-editor-page';

vi.mock('../api/post-admin-api', () => ({
  createPostRequest: vi.fn(),
  updatePostRequest: vi.fn(),
  deletePostRequest: vi.fn(),
}));

beforeEach(() => {
  signIn();
  stubObjectUrls();
});

function sentBody(request: typeof createPostRequest): FormData {
  const body = vi.mocked(request).mock.calls[0]?.[0];
  if (!body) throw new Error('Nothing was sent');
  return body;
}

function toolbarButton(title: string) {
  return document.querySelector(`.rdw-editor-toolbar [title="${title}"]`);
}

describe('the new post page', () => {
  function renderCreatePage() {
    return renderRoute(<PostEditorPage mode="create" />, { path: '/blog/new-post' });
  }

  it('shows the fields of the specification and the full toolbar', () => {
    const { container } = renderCreatePage();

    expect(screen.getByRole('heading', { level: 1, name: 'Create a new blog post' })).toBeVisible();
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels.slice(0, 7)).toEqual([
      'Image',
      'Title',
      'Slug Url',
      'Priority',
      'Short Description',
      'Author',
      'Tags',
    ]);
    expect(screen.getByLabelText('Tags')).toHaveAttribute('placeholder', 'Finance,Investment');
    expect(screen.getByRole('textbox', { name: 'Content' })).toBeInTheDocument();
    expect(toolbarButton('Link')).not.toBeNull();
    expect(toolbarButton('Emoji')).not.toBeNull();
    expect(toolbarButton('Image')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Publish Post' })).toBeEnabled();
  });

  it('publishes what was typed and links to the blog', async () => {
    vi.mocked(createPostRequest).mockResolvedValue(storedPost);
    const user = userEvent.setup();
    renderCreatePage();
    const cover = pngFile('cover.png');

    await user.upload(screen.getByLabelText('Image'), cover);
    await user.type(screen.getByLabelText('Title'), 'Budgeting 101');
    // The slug follows the title until it is edited.
    expect(screen.getByLabelText('Slug Url')).toHaveValue('budgeting-101');
    await user.type(screen.getByLabelText('Slug Url'), '-sg');
    await user.type(screen.getByLabelText('Title'), '!');
    expect(screen.getByLabelText('Slug Url')).toHaveValue('budgeting-101-sg');
    await user.type(screen.getByLabelText('Short Description'), 'Where the money goes.');
    await user.type(screen.getByLabelText('Author'), 'Jane Tan');
    await user.type(screen.getByLabelText('Tags'), 'Finance, Budget');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));

    const banner = await screen.findByRole('status');
    expect(banner.textContent).toBe('Post published successfully. Go to blog page.');
    expect(within(banner).getByRole('link', { name: 'Go to blog page.' })).toHaveAttribute(
      'href',
      '/blog',
    );
    expect(screen.getByRole('link', { name: 'View the new post' })).toHaveAttribute(
      'href',
      `/posts/${storedPost.slug}`,
    );
    // The editor starts again empty, so a second click cannot publish the same post twice.
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Slug Url')).toHaveValue('');
    const body = sentBody(createPostRequest);
    expect(Object.fromEntries(body.entries())).toMatchObject({
      title: 'Budgeting 101!',
      slug: 'budgeting-101-sg',
      priority: '0',
      description: 'Where the money goes.',
      author: 'Jane Tan',
      tags: JSON.stringify(['Finance', ' Budget']),
      image: cover,
      contentImageSrc: '[]',
    });
    expect(JSON.parse(body.get('richTextDescription') as string)).toMatchObject({
      blocks: [expect.objectContaining({ type: 'unstyled' })],
      entityMap: {},
    });
  });

  it('shows the server error in red and keeps what was typed', async () => {
    vi.mocked(createPostRequest).mockRejectedValue(new ApiRequestError('Title is required', 400));
    const user = userEvent.setup();
    renderCreatePage();

    await user.type(screen.getByLabelText('Author'), 'Jane Tan');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Title is required');
    expect(screen.getByLabelText('Author')).toHaveValue('Jane Tan');
  });
});

describe('the link dialog of the new post page', () => {
  async function addLink(target: string) {
    const user = userEvent.setup();
    renderRoute(<PostEditorPage mode="create" />, { path: '/blog/new-post' });
    await user.click(toolbarButton('Link') as HTMLElement);
    await user.type(screen.getByLabelText('Link Title'), 'the rates');
    await user.type(screen.getByLabelText('Link Target'), target);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    return user;
  }

  function sentLinks(): unknown[] {
    const body = vi.mocked(createPostRequest).mock.lastCall?.[0];
    const raw = JSON.parse(body?.get('richTextDescription') as string) as {
      entityMap: Record<string, { type: string; data: { url?: unknown } }>;
    };
    return Object.values(raw.entityMap).map((entity) => [entity.type, entity.data.url]);
  }

  it.each(['javascript:alert(document.cookie)', ' JaVaScRiPt:alert(1)', 'data:text/html,hi'])(
    'refuses %j as it is added, saying which links it takes',
    async (target) => {
      vi.mocked(createPostRequest).mockResolvedValue(storedPost);
      const user = await addLink(target);

      expect(screen.getByRole('alert')).toHaveTextContent(
        'Link not added: a link must be an http(s) or mailto: address, or a path on this site.',
      );
      expect(screen.getByRole('textbox', { name: 'Content' })).not.toHaveTextContent('the rates');
      await user.click(screen.getByRole('button', { name: 'Publish Post' }));
      expect(sentLinks()).toEqual([]);
    },
  );

  it.each(['https://www.mas.gov.sg/', 'mailto:hello@example.com', '/cards'])(
    'adds %j to the body',
    async (target) => {
      vi.mocked(createPostRequest).mockResolvedValue(storedPost);
      const user = await addLink(target);

      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Content' })).toHaveTextContent('the rates');
      // The pop-up's Add only adds the link: it does not publish the post.
      expect(vi.mocked(createPostRequest)).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Publish Post' }));
      expect(sentLinks()).toEqual([['LINK', target]]);
    },
  );
});

describe('the post edit page', () => {
  it('explains how to choose a post when nothing is loaded', () => {
    renderRoute(<PostEditorPage mode="update" />, { path: '/blog/update' });

    expect(screen.getByText('There is no post to edit yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'go to the blog' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('button', { name: 'Update Post' })).not.toBeInTheDocument();
  });

  it('is prefilled from the loaded post, without link and emoji, and sends its id', async () => {
    vi.mocked(updatePostRequest).mockResolvedValue(storedPost);
    const user = userEvent.setup();
    renderRoute(<PostEditorPage mode="update" />, {
      path: '/blog/update',
      preloadedState: { blog: blogWithLoaded(storedPost) },
    });

    expect(screen.getByLabelText('Title')).toHaveValue(storedPost.title);
    expect(screen.getByLabelText('Tags')).toHaveValue('Finance,Savings');
    expect(screen.getByLabelText('Priority')).toHaveValue(2);
    expect(screen.getByText('Start with three months of expenses.')).toBeVisible();
    expect(toolbarButton('Link')).toBeNull();
    expect(toolbarButton('Emoji')).toBeNull();
    expect(toolbarButton('Image')).not.toBeNull();

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Rainy days');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Post updated successfully. Go to blog page.',
    );
    const body = sentBody(updatePostRequest);
    expect(body.get('id')).toBe(storedPost._id);
    expect(body.get('title')).toBe('Rainy days');
    expect(body.get('tags')).toBe(JSON.stringify(['Finance', 'Savings']));
    expect(body.has('image')).toBe(false);
    expect(JSON.parse(body.get('richTextDescription') as string)).toEqual(
      JSON.parse(storedPost.richTextDescription),
    );
  });
});

describe('embedded frames in the editor', () => {
  function postWithEmbeds(...sources: string[]) {
    const atomic = sources.map((_src, index) => ({
      key: `embed${index}`,
      text: ' ',
      type: 'atomic',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [{ offset: 0, length: 1, key: index }],
      data: {},
    }));
    const entityMap = Object.fromEntries(
      sources.map((src, index) => [
        String(index),
        {
          type: 'EMBEDDED_LINK',
          mutability: 'MUTABLE',
          data: { src, height: 'auto', width: 'auto' },
        },
      ]),
    );
    const body = JSON.parse(storedPost.richTextDescription) as { blocks: unknown[] };
    return {
      ...storedPost,
      richTextDescription: JSON.stringify({ blocks: [...body.blocks, ...atomic], entityMap }),
    };
  }

  it('frames only the video hosts, sandboxed, and never a javascript: address', () => {
    const { container } = renderRoute(<PostEditorPage mode="update" />, {
      path: '/blog/update',
      preloadedState: {
        blog: blogWithLoaded(
          postWithEmbeds(
            'javascript:alert(document.domain)',
            'https://evil.example/frame',
            'https://www.youtube.com/embed/abc123',
          ),
        ),
      },
    });

    const frames = [...container.querySelectorAll('iframe')];
    expect(frames.map((frame) => frame.getAttribute('src'))).toEqual([
      'https://www.youtube.com/embed/abc123',
    ]);
    expect(frames[0]?.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-popups allow-presentation',
    );
    expect(
      screen.getAllByText(
        'This embedded address is not a YouTube or Vimeo video and is not shown.',
      ),
    ).toHaveLength(2);
  });
});
