import { apiClient } from '../../../lib/api-client';
import type { Post } from '@sg-finance/contract';
import type { DeleteAnswer } from './delete-answer';

export async function createPostRequest(body: FormData): Promise<Post> {
  const { data } = await apiClient.post<Post>('/api/posts/create', body);
  return data;
}

export async function updatePostRequest(body: FormData): Promise<Post> {
  const { data } = await apiClient.put<Post>('/api/posts/update', body);
  return data;
}

export async function deletePostRequest(id: string): Promise<DeleteAnswer> {
  const { data } = await apiClient.delete<DeleteAnswer>(
    `/api/posts/delete/${encodeURIComponent(id)}`,
  );
  return data;
}
