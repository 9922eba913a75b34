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

/** A successful answer: the parsed body, the status and the headers (names in lower case). */
export interface ApiResponse<Data> {
  data: Data;
  status: number;
  headers: Record<string, string>;
}

export type QueryParams = Record<string, string | number | boolean | undefined>;

interface RequestOptions {
  /** Sent as the query string; undefined values are left out. */
  params?: QueryParams;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function messageFromBody(body: unknown): string {
  if (typeof body === 'string') return body.trim();
  if (typeof body !== 'object' || body === null) return '';
  const { message } = body as { message?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  return Object.keys(body).length > 0 ? JSON.stringify(body) : '';
}

/** The server's message if present, else the raw response, else 'Server Error'. */
export function describeApiError(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : fallbackErrorMessage;
}

function requestUrl(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  return `${clientConfig.apiBaseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

function requestHeaders(body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = readStoredUserInfo()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A FormData body sets its own multipart type, with the boundary.
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(method: Method, path: string, body: unknown, options: RequestOptions) {
  try {
    const response = await fetch(requestUrl(path, options.params), {
      method,
      headers: requestHeaders(body),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
    return { response, body: parseBody(await response.text()) };
  } catch {
    // The server could not be reached, or the answer was cut off.
    throw new ApiRequestError(fallbackErrorMessage);
  }
}

async function request<Data>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse<Data>> {
  const { response, body: data } = await send(method, path, body, options);
  if (!response.ok) {
    throw new ApiRequestError(messageFromBody(data) || fallbackErrorMessage, response.status);
  }
  return {
    data: data as Data,
    status: response.status,
    headers: Object.fromEntries(response.headers.entries()),
  };
}

/**
 * The one HTTP client of the site, on the browser's fetch: every call goes to the configured API
 * host with the signed-in user's token, and every failure becomes an ApiRequestError.
 */
export const apiClient = {
  get: <Data>(path: string, options?: RequestOptions) =>
    request<Data>('GET', path, undefined, options),
  post: <Data>(path: string, body: unknown, options?: RequestOptions) =>
    request<Data>('POST', path, body, options),
  put: <Data>(path: string, body: unknown, options?: RequestOptions) =>
    request<Data>('PUT', path, body, options),
  delete: <Data>(path: string, options?: RequestOptions) =>
    request<Data>('DELETE', path, undefined, options),
};
