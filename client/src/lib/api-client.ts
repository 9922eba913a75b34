import axios, { type AxiosProgressEvent, type AxiosResponse } from 'axios';
import { clientConfig } from '../config/env';
import { clearStoredUserInfo, readStoredUserInfo } from './stored-user-info';

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

/** How long a call may go unanswered before the user is told. */
export const requestTimeoutMs = 10_000;

export const timeoutMessage =
  'The server has not answered for 10 seconds. Check your connection and try again.';

export const sessionExpiredMessage =
  'Your session has expired. Sign in again to continue; what you typed is kept.';

/** A successful answer: the parsed body, the status and the headers (names in lower case). */
export interface ApiResponse<Data> {
  data: Data;
  status: number;
  headers: Record<string, string>;
}

export type QueryParams = Record<string, string | number | boolean | undefined>;

interface RequestOptions {
  /** The body of a DELETE. */
  body?: unknown;
  /** Sent as the query string; undefined values are left out. */
  params?: QueryParams;
  /** Called as a form is sent, with the share sent so far, from 0 to 1. */
  onUploadProgress?: (shareSent: number) => void;
  /** Sent as `If-None-Match`: the server answers 304, with no body, while the data is unchanged. */
  ifNoneMatch?: string;
}

type SessionExpiredListener = () => void;

const sessionExpiredListeners = new Set<SessionExpiredListener>();

/**
 * Runs `listener` whenever the server refuses the stored session (a 401 to a call that carried a
 * token); the stored session is already forgotten then. Answers the function that unsubscribes.
 */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

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

const http = axios.create({
  baseURL: clientConfig.apiBaseUrl.replace(/\/+$/, ''),
  timeout: requestTimeoutMs,
  headers: { Accept: 'application/json' },
});

// Synchronous, so a call takes the token stored when it is made: logout sends its call, then
// forgets the session at once.
http.interceptors.request.use(
  (config) => {
    const token = readStoredUserInfo()?.token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  },
  undefined,
  { synchronous: true },
);

http.interceptors.response.use(undefined, (error: unknown) => {
  if (!axios.isAxiosError(error)) throw new ApiRequestError(fallbackErrorMessage);
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
    throw new ApiRequestError(timeoutMessage);
  }
  const { response } = error;
  // The server could not be reached, or the answer was cut off.
  if (!response) throw new ApiRequestError(fallbackErrorMessage);
  const sentToken = error.config?.headers.has('Authorization') === true;
  if (response.status === 401 && sentToken) {
    clearStoredUserInfo();
    sessionExpiredListeners.forEach((listener) => listener());
    throw new ApiRequestError(sessionExpiredMessage, 401);
  }
  throw new ApiRequestError(
    messageFromBody(response.data) || fallbackErrorMessage,
    response.status,
  );
});

function answer<Data>(response: AxiosResponse<Data>): ApiResponse<Data> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  return { data: response.data, status: response.status, headers };
}

/** A 304 answers a conditional call (`ifNoneMatch`): the data the caller holds is current. */
const successOrNotModified = (status: number) => (status >= 200 && status < 300) || status === 304;

function axiosOptions({ params, onUploadProgress, body, ifNoneMatch }: RequestOptions = {}) {
  return {
    params,
    data: body,
    ...(ifNoneMatch !== undefined && {
      headers: { 'If-None-Match': ifNoneMatch },
      validateStatus: successOrNotModified,
    }),
    onUploadProgress: onUploadProgress
      ? ({ loaded, total }: AxiosProgressEvent) =>
          onUploadProgress(total ? Math.min(loaded / total, 1) : 0)
      : undefined,
  };
}

/**
 * The one HTTP client of the site, on axios: every call goes to the configured API host with the
 * signed-in user's token, gives up after 10 seconds, and every failure becomes an ApiRequestError.
 */
export const apiClient = {
  get: async <Data>(path: string, options?: RequestOptions) =>
    answer(await http.get<Data>(path, axiosOptions(options))),
  post: async <Data>(path: string, body: unknown, options?: RequestOptions) =>
    answer(await http.post<Data>(path, body, axiosOptions(options))),
  put: async <Data>(path: string, body: unknown, options?: RequestOptions) =>
    answer(await http.put<Data>(path, body, axiosOptions(options))),
  delete: async <Data>(path: string, options?: RequestOptions) =>
    answer(await http.delete<Data>(path, axiosOptions(options))),
};
