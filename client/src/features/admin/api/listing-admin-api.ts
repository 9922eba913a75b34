import { apiClient } from '../../../lib/api-client';
import { sendForm, type UploadProgressListener } from '../../../lib/api-client-upload';
import type { KindUi } from '../../../lib/listings/kind-uis';
import type { Listing } from '@sg-finance/contract';
import type { DeleteAnswer } from './delete-answer';

export async function createListingRequest(
  kind: KindUi,
  body: FormData,
  onUploadProgress?: UploadProgressListener,
): Promise<Listing> {
  const { data } = await sendForm<Listing>(
    'POST',
    `${kind.apiPath}/create`,
    body,
    onUploadProgress,
  );
  return data;
}

export async function updateListingRequest(
  kind: KindUi,
  body: FormData,
  onUploadProgress?: UploadProgressListener,
): Promise<Listing> {
  const { data } = await sendForm<Listing>('PUT', `${kind.apiPath}/update`, body, onUploadProgress);
  return data;
}

export async function deleteListingRequest(kind: KindUi, id: string): Promise<DeleteAnswer> {
  const { data } = await apiClient.delete<DeleteAnswer>(
    `${kind.apiPath}/delete/${encodeURIComponent(id)}`,
  );
  return data;
}
