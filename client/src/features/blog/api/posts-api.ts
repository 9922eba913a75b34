import { ApiRequestError, apiClient } from '../../../lib/api-client';
import type { Post, PostsAnswer } from '@sg-finance/contract';

export async function getPosts(): Promise<PostsAnswer> {
  const { data } = await apiClient.get<PostsAnswer>('/api/posts');
  return data;
}

/** The detail call answers a list; the first element is the post. */
export async function getPost(slugOrId: string): Promise<Post> {
  const { data } = await apiClient.get<Post[]>(`/api/posts/${encodeURIComponent(slugOrId)}`);
  const [post] = data;
  if (!post) throw new ApiRequestError('This post could not be found.', 404);
  return post;
}
