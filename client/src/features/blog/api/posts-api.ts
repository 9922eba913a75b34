import { ApiRequestError, apiClient } from '../../../lib/api-client';
import type { Post, PostsAnswer } from '@sg-finance/contract';

/** The most posts one call answers (the API's largest page). */
export const postsPageSize = 100;

const postsPage = (page: number) =>
  apiClient.get<PostsAnswer>('/api/posts', { params: { page, limit: postsPageSize } });

/** Every post, a page at a time (the list's size is in `X-Total-Count`), and every tag. */
export async function getPosts(): Promise<PostsAnswer> {
  const first = await postsPage(1);
  const total = Number(first.headers['x-total-count'] ?? first.data.data.length);
  const pageCount = Math.ceil(total / postsPageSize);
  const rest = await Promise.all(
    Array.from({ length: Math.max(pageCount - 1, 0) }, (_, index) => postsPage(index + 2)),
  );
  return {
    data: [first, ...rest].flatMap((answer) => answer.data.data),
    tags: first.data.tags,
  };
}

/** The detail call answers a list; the first element is the post. */
export async function getPost(slugOrId: string): Promise<Post> {
  const { data } = await apiClient.get<Post[]>(`/api/posts/${encodeURIComponent(slugOrId)}`);
  const [post] = data;
  if (!post) throw new ApiRequestError('This post could not be found.', 404);
  return post;
}
