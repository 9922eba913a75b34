import { visitorInfo } from '../testing/fixtures';
import { apiClient, ApiRequestError, describeApiError } from './api-client';

function answerWith(body: string, init: ResponseInit = {}) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, init));
}

function sentRequest(fetchMock: ReturnType<typeof answerWith>) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

describe('the API client', () => {
  it('sends the stored token as a bearer token', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify(visitorInfo));
    const fetchMock = answerWith('[]');
    await apiClient.get('/api/anything');
    expect(sentRequest(fetchMock).headers.get('Authorization')).toBe('Bearer visitor-token');
  });

  it('sends no authorisation header without a session', async () => {
    const fetchMock = answerWith('[]');
    await apiClient.get('/api/anything');
    expect(sentRequest(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('answers the parsed body, the status and the headers by lower-case name', async () => {
    answerWith('[{"title":"Card"}]', { status: 200, headers: { 'X-Total-Count': '31' } });
    const answer = await apiClient.get<{ title: string }[]>('/api/creditcards');
    expect(answer.data).toEqual([{ title: 'Card' }]);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-total-count']).toBe('31');
  });

  it('sends the query parameters, leaving out undefined ones', async () => {
    const fetchMock = answerWith('[]');
    await apiClient.get('/api/creditcards', {
      params: { q: 'miles & more', page: 2, category: undefined },
    });
    expect(sentRequest(fetchMock).url).toBe('/api/creditcards?q=miles+%26+more&page=2');
  });

  it('sends a plain object as JSON', async () => {
    const fetchMock = answerWith('{}', { status: 201 });
    await apiClient.post('/api/users/login', { email: 'a@b.sg', password: 'secret' });
    const { init, headers } = sentRequest(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.sg","password":"secret"}');
  });

  it('sends form data as it is, leaving the multipart type to the browser', async () => {
    const fetchMock = answerWith('{}');
    const form = new FormData();
    form.append('title', 'New card');
    await apiClient.put('/api/creditcards/update', form);
    const { init, headers } = sentRequest(fetchMock);
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it.each([
    ['the server message', 404, '{"message":"Record not found"}', 'Record not found'],
    ['the raw response without a message', 502, 'Bad gateway', 'Bad gateway'],
    ['the raw object without a message', 500, '{"error":"boom"}', '{"error":"boom"}'],
    ["'Server Error' for an empty response", 500, '', 'Server Error'],
  ])('turns a failure into %s', async (_, status, body, message) => {
    answerWith(body, { status });
    const failure = apiClient.delete('/api/anything');
    await expect(failure).rejects.toEqual(new ApiRequestError(message, status));
    await expect(failure).rejects.toHaveProperty('status', status);
  });

  it("reads 'Server Error' when the server cannot be reached", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = apiClient.get('/api/anything');
    await expect(failure).rejects.toEqual(new ApiRequestError('Server Error'));
    await expect(failure).rejects.toHaveProperty('status', undefined);
    expect(describeApiError(new Error('anything'))).toBe('Server Error');
  });
});
