import axios, { isAxiosError } from 'axios';
import { clientConfig } from '../config/env';
import { readStoredUserInfo } from './stored-user-info';

/** A failed API call, carrying the message a user should see (SPEC section 8). */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const fallbackErrorMessage = 'Server Error';

function messageFromBody(body: unknown): string {
  if (typeof body === 'string') return body.trim();
  if (typeof body !== 'object' || body === null) return '';
  const { message } = body as { message?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  return Object.keys(body).length > 0 ? JSON.stringify(body) : '';
}

/** The server's message if present, else the raw response, else 'Server Error'. */
export function describeApiError(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (isAxiosError(error) && error.response) {
    return messageFromBody(error.response.data) || fallbackErrorMessage;
  }
  return fallbackErrorMessage;
}

/** The one HTTP client of the site: every call goes to the configured API host. */
export const apiClient = axios.create({
  baseURL: clientConfig.apiBaseUrl || undefined,
  headers: { Accept: 'application/json' },
});

apiClient.interceptors.request.use((config) => {
  const token = readStoredUserInfo()?.token;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) =>
  Promise.reject(
    new ApiRequestError(
      describeApiError(error),
      isAxiosError(error) ? error.response?.status : undefined,
    ),
  ),
);
