import {
  ApiRequestError,
  apiUrl,
  fallbackErrorMessage,
  requestHeaders,
  requestTimeoutMs,
  settle,
  timeoutMessage,
  type ApiResponse,
} from './api-client';

/** Told the share of a form sent so far, from 0 to 1, while it uploads. */
export type UploadProgressListener = (shareSent: number) => void;

function responseHeaders(request: XMLHttpRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of request
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * Sends a form as `apiClient` would (the API host, the token, 10 seconds, every failure an
 * ApiRequestError) and reports how much of it is sent. It uses XMLHttpRequest, because `fetch`
 * reports no upload progress; only the admin's editors load it.
 */
export function sendForm<Data>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onUploadProgress?: UploadProgressListener,
): Promise<ApiResponse<Data>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const headers = requestHeaders();
    request.open(method, apiUrl(path));
    request.timeout = requestTimeoutMs;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (onUploadProgress) {
      request.upload.onprogress = ({ loaded, total }) =>
        onUploadProgress(total ? Math.min(loaded / total, 1) : 0);
    }
    request.onload = () => {
      try {
        resolve(
          settle<Data>({
            status: request.status,
            text: request.responseText,
            headers: responseHeaders(request),
            sentToken: 'Authorization' in headers,
            heldCopy: false,
          }),
        );
      } catch (error) {
        reject(error);
      }
    };
    // The server could not be reached, or the answer was cut off.
    request.onerror = () => reject(new ApiRequestError(fallbackErrorMessage));
    request.onabort = request.onerror;
    request.ontimeout = () => reject(new ApiRequestError(timeoutMessage));
    request.send(form);
  });
}
