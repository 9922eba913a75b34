import { apiClient } from '../../../lib/api-client';
import type { Post } from '@sg-finance/contract';
import type { UploadProgressListener } from './upload-progress-listener';
import type { DeleteAnswer } from './delete-answer';

export async function createPostRequest(
  body: FormData,
  onUploadProgress?: UploadProgressListener,
): Promise<Post> {
  const { data } = await apiClient.post<Post>('/api/posts/create', body, { onUploadProgress });
  return data;
}

export async function updatePostRequest(
  body: FormData,
  onUploadProgress?: UploadProgressListener,
): Promise<Post> {
  const { data } = await apiClient.put<Post>('/api/posts/update', body, { onUploadProgress });
  return data;
}

export async function deletePostRequest(id: string): Promise<DeleteAnswer> {
  const { data } = await apiClient.delete<DeleteAnswer>(
    `/api/posts/delete/${encodeURIComponent(id)}`,
  );
  return data;
}
