import type { UserInfo } from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

interface MessageAnswer {
  message: string;
}

/** Answers the server's sentence, the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<string> {
  const { data } = await apiClient.post<MessageAnswer>('/api/users/password-reset', { email });
  return data.message;
}

export async function confirmPasswordReset(token: string, password: string): Promise<string> {
  const { data } = await apiClient.post<MessageAnswer>('/api/users/password-reset/confirm', {
    token,
    password,
  });
  return data.message;
}

/** Confirms the address a mailed link was sent to; answers the server's sentence. */
export async function confirmEmail(token: string): Promise<string> {
  const { data } = await apiClient.post<MessageAnswer>('/api/users/email-confirmation', { token });
  return data.message;
}

/** Mails a new confirmation link to the account's address (or says it is confirmed already). */
export async function requestEmailConfirmation(): Promise<string> {
  const { data } = await apiClient.post<MessageAnswer>('/api/me/email-confirmation', {});
  return data.message;
}

/** Answers the new session: every other one has ended. */
export async function changePassword(currentPassword: string, password: string): Promise<UserInfo> {
  const { data } = await apiClient.put<UserInfo>('/api/me/password', { currentPassword, password });
  return data;
}

export async function changeEmail(email: string, password: string): Promise<UserInfo> {
  const { data } = await apiClient.put<UserInfo>('/api/me/email', { email, password });
  return data;
}

/** Everything the site stores about the signed-in user. */
export async function fetchMyData(): Promise<unknown> {
  const { data } = await apiClient.get<unknown>('/api/me/data');
  return data;
}

export async function deleteMyAccount(password: string): Promise<string> {
  const { data } = await apiClient.delete<MessageAnswer>('/api/me', { body: { password } });
  return data.message;
}
