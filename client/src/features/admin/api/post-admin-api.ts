import { apiClient } from '../../../lib/api-client';
import type { Post } from '@sg-finance/contract';
import { sendForm, type UploadProgressListener } from '../../../lib/api-client-upload';
import type { DeleteAnswer } from './delete-answer';

export async function createPostRequest(
  body: FormData,
  onUploadProgress?: UploadProgressListener,
): Promise<Post> {
  const { data } = await sendForm<Post>('POST', '/api/posts/create', body, onUploadProgress);
  return data;
}

export async function updatePostRequest(
  body: FormData,
  onUploadProgress?: UploadProgressListener,
): Promise<Post> {
  const { data } = await sendForm<Post>('PUT', '/api/posts/update', body, onUploadProgress);
  return data;
}

export async function deletePostRequest(id: string): Promise<DeleteAnswer> {
  const { data } = await apiClient.delete<DeleteAnswer>(
    `/api/posts/delete/${encodeURIComponent(id)}`,
  );
  return data;
}
