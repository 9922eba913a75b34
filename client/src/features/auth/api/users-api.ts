import { apiClient } from '../../../lib/api-client';
import type { UserInfo } from '@sg-finance/contract';
import type { LoginCredentials, Registration } from '../types';

export async function loginUser(credentials: LoginCredentials): Promise<UserInfo> {
  const { data } = await apiClient.post<UserInfo>('/api/users/login', credentials);
  return data;
}

export async function registerUser(registration: Registration): Promise<UserInfo> {
  const { data } = await apiClient.post<UserInfo>('/api/users/register', registration);
  return data;
}

/** Ends the signed-in user's tokens on the server. */
export async function logoutUser(): Promise<void> {
  await apiClient.post('/api/users/logout', undefined);
}
