import { clientConfig } from '../config/env';
import { rememberAnswer } from './offline-copies';
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

const apiBaseUrl = clientConfig.apiBaseUrl.replace(/\/+$/, '');

/** Where a call goes: the configured API host, unless the path is a whole address. */
export const apiUrl = (path: string) =>
  /^([a-z][a-z\d+\-.]*:)?\/\//i.test(path) ? path : `${apiBaseUrl}${path}`;

/**
 * The headers of every call. Read when a call is made, so it takes the token stored then: logout
 * sends its call, then forgets the session at once.
 */
export function requestHeaders(): Record<string, string> {
  const token = readStoredUserInfo()?.token;
  return token
    ? { Accept: 'application/json', Authorization: `Bearer ${token}` }
    : { Accept: 'application/json' };
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface Answered {
  status: number;
  text: string;
  headers: Record<string, string>;
  /** Whether the call carried the stored token. */
  sentToken: boolean;
  /** Whether the call held a copy (`ifNoneMatch`), so that a 304 is a success. */
  heldCopy: boolean;
}

/**
 * What the server answered, as the caller's answer; a failure throws an ApiRequestError with the
 * server's message and status. A 401 to a call that carried a token forgets the stored session.
 */
export function settle<Data>(answered: Answered): ApiResponse<Data> {
  const { status, text, headers, sentToken, heldCopy } = answered;
  if ((status >= 200 && status < 300) || (status === 304 && heldCopy)) {
    return { data: parseBody(text) as Data, status, headers };
  }
  if (status === 401 && sentToken) {
    clearStoredUserInfo();
    sessionExpiredListeners.forEach((listener) => listener());
    throw new ApiRequestError(sessionExpiredMessage, 401);
  }
  throw new ApiRequestError(messageFromBody(parseBody(text)) || fallbackErrorMessage, status);
}

/** The address of `path` with `params` as its query string, leaving out undefined values. */
function addressWithQuery(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  if (search === '') return apiUrl(path);
  return `${apiUrl(path)}${path.includes('?') ? '&' : '?'}${search}`;
}

/** `body` as fetch sends it: a form as it is, anything else as JSON. */
function requestBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

async function request<Data>(
  method: string,
  path: string,
  { params, body, ifNoneMatch }: RequestOptions = {},
): Promise<ApiResponse<Data>> {
  const headers = requestHeaders();
  const sentToken = 'Authorization' in headers;
  if (ifNoneMatch !== undefined) headers['If-None-Match'] = ifNoneMatch;
  const giveUp = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    giveUp.abort();
  }, requestTimeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(addressWithQuery(path, params), {
      method,
      headers,
      body: requestBody(body, headers),
      signal: giveUp.signal,
    });
    text = await response.text();
  } catch {
    // The server could not be reached, or the answer was cut off or too slow.
    throw new ApiRequestError(timedOut ? timeoutMessage : fallbackErrorMessage);
  } finally {
    clearTimeout(timer);
  }
  const answerHeaders = Object.fromEntries(response.headers);
  if (method === 'GET' && response.status === 200) {
    rememberAnswer(response.url, { text, headers: answerHeaders });
  }
  return settle<Data>({
    status: response.status,
    text,
    headers: answerHeaders,
    sentToken,
    heldCopy: ifNoneMatch !== undefined,
  });
}

/**
 * The one HTTP client of the site, on the browser's `fetch`: every call goes to the configured
 * API host with the signed-in user's token, gives up after 10 seconds, and every
 * failure becomes an ApiRequestError. Forms whose upload progress is shown go through `sendForm`
 * (api-client-upload.ts), which keeps these rules.
 */
export const apiClient = {
  get: <Data>(path: string, options?: RequestOptions) => request<Data>('GET', path, options),
  post: <Data>(path: string, body: unknown, options?: RequestOptions) =>
    request<Data>('POST', path, { ...options, body }),
  put: <Data>(path: string, body: unknown, options?: RequestOptions) =>
    request<Data>('PUT', path, { ...options, body }),
  delete: <Data>(path: string, options?: RequestOptions) => request<Data>('DELETE', path, options),
};
