import { apiClient } from '../../../lib/api-client';
import type { ListingKind } from '../../listings/listing-kinds';
import type { Listing } from '@sg-finance/contract';
import type { DeleteAnswer } from './delete-answer';

export async function createListingRequest(kind: ListingKind, body: FormData): Promise<Listing> {
  const { data } = await apiClient.post<Listing>(`${kind.apiPath}/create`, body);
  return data;
}

export async function updateListingRequest(kind: ListingKind, body: FormData): Promise<Listing> {
  const { data } = await apiClient.put<Listing>(`${kind.apiPath}/update`, body);
  return data;
}

export async function deleteListingRequest(kind: ListingKind, id: string): Promise<DeleteAnswer> {
  const { data } = await apiClient.delete<DeleteAnswer>(
    `${kind.apiPath}/delete/${encodeURIComponent(id)}`,
  );
  return data;
}
