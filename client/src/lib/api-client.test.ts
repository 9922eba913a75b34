import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { visitorInfo } from '../testing/fixtures';
import { apiClient, ApiRequestError, describeApiError } from './api-client';

function failingWith(status: number, data: unknown): AxiosAdapter {
  return (config: InternalAxiosRequestConfig) =>
    Promise.reject(
      new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
        status,
        statusText: '',
        data,
        headers: {},
        config,
      }),
    );
}

describe('the API client', () => {
  it('sends the stored token as a bearer token', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify(visitorInfo));
    let sent: AxiosHeaders | undefined;
    await apiClient.get('/api/anything', {
      adapter: (config) => {
        sent = config.headers;
        return Promise.resolve({ data: [], status: 200, statusText: 'OK', headers: {}, config });
      },
    });
    expect(sent?.get('Authorization')).toBe('Bearer visitor-token');
  });

  it('sends no authorisation header without a session', async () => {
    let sent: AxiosHeaders | undefined;
    await apiClient.get('/api/anything', {
      adapter: (config) => {
        sent = config.headers;
        return Promise.resolve({ data: [], status: 200, statusText: 'OK', headers: {}, config });
      },
    });
    expect(sent?.has('Authorization')).toBe(false);
  });

  it.each([
    ['the server message', 404, { message: 'Record not found' }, 'Record not found'],
    ['the raw response without a message', 502, 'Bad gateway', 'Bad gateway'],
    ['the raw object without a message', 500, { error: 'boom' }, '{"error":"boom"}'],
    ["'Server Error' for an empty response", 500, '', 'Server Error'],
  ])('turns a failure into %s', async (_, status, data, message) => {
    const failure = apiClient.get('/api/anything', { adapter: failingWith(status, data) });
    await expect(failure).rejects.toEqual(new ApiRequestError(message, status));
    await expect(failure).rejects.toHaveProperty('status', status);
  });

  it("reads 'Server Error' when the server cannot be reached", () => {
    expect(describeApiError(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('Server Error');
    expect(describeApiError(new Error('anything'))).toBe('Server Error');
  });
});
