import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { visitorInfo } from '../testing/fixtures';
import {
  apiClient,
  ApiRequestError,
  describeApiError,
  onSessionExpired,
  sessionExpiredMessage,
  timeoutMessage,
} from './api-client';
import { sendForm } from './api-client-upload';
import { readStoredUserInfo } from './stored-user-info';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Answer = (response: ServerResponse) => void;

/** A real HTTP server on an ephemeral port, answering each request with the answer set last. */
let server: Server;
let origin: string;
let received: Received[];
let answer: Answer;

function answerWith(body: string, status = 200, headers: Record<string, string> = {}) {
  answer = (response) => {
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    response.end(body);
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    // jsdom's XMLHttpRequest applies CORS: the page is on another origin than this server.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader(
      'Access-Control-Allow-Headers',
      'Authorization, Content-Type, If-None-Match',
    );
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    response.setHeader('Access-Control-Expose-Headers', 'X-Total-Count, ETag');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  answerWith('[]');
});

const lastRequest = () => received.at(-1) as Received;

describe('the API client', () => {
  it('sends the stored token as a bearer token', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify(visitorInfo));
    await apiClient.get(`${origin}/api/anything`);
    expect(lastRequest().headers.authorization).toBe('Bearer visitor-token');
  });

  it('sends no authorisation header without a session', async () => {
    await apiClient.get(`${origin}/api/anything`);
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('answers the parsed body, the status and the headers by lower-case name', async () => {
    answerWith('[{"title":"Card"}]', 200, { 'X-Total-Count': '31' });
    const answer = await apiClient.get<{ title: string }[]>(`${origin}/api/creditcards`);
    expect(answer.data).toEqual([{ title: 'Card' }]);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-total-count']).toBe('31');
  });

  it('sends the query parameters, leaving out undefined ones', async () => {
    await apiClient.get(`${origin}/api/creditcards`, {
      params: { q: 'miles & more', page: 2, category: undefined },
    });
    expect(lastRequest().url).toBe('/api/creditcards?q=miles+%26+more&page=2');
  });

  it('sends a plain object as JSON', async () => {
    answerWith('{}', 201);
    await apiClient.post(`${origin}/api/users/login`, { email: 'a@b.sg', password: 'secret' });
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().headers['content-type']).toMatch(/^application\/json/);
    expect(lastRequest().body).toBe('{"email":"a@b.sg","password":"secret"}');
  });

  it.each([
    ['the server message', 404, '{"message":"Record not found"}', 'Record not found'],
    ['the raw response without a message', 502, 'Bad gateway', 'Bad gateway'],
    ['the raw object without a message', 500, '{"error":"boom"}', '{"error":"boom"}'],
    ["'Server Error' for an empty response", 500, '', 'Server Error'],
  ])('turns a failure into %s', async (_, status, body, message) => {
    answerWith(body, status);
    const failure = apiClient.delete(`${origin}/api/anything`);
    await expect(failure).rejects.toEqual(new ApiRequestError(message, status));
    await expect(failure).rejects.toHaveProperty('status', status);
  });

  it("reads 'Server Error' when the server cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const failure = apiClient.get(`http://127.0.0.1:${port}/api/anything`);
    await expect(failure).rejects.toEqual(new ApiRequestError('Server Error'));
    await expect(failure).rejects.toHaveProperty('status', undefined);
    expect(describeApiError(new Error('anything'))).toBe('Server Error');
  });

  it('gives up after 10 seconds with its own message', async () => {
    answer = () => undefined;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled = false;
      const failure = apiClient.get(`${origin}/api/slow`).finally(() => {
        settled = true;
      });
      const refused = expect(failure).rejects.toEqual(new ApiRequestError(timeoutMessage));
      await vi.waitFor(() => expect(lastRequest().url).toBe('/api/slow'));
      await vi.advanceTimersByTimeAsync(9_000);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      await refused;
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the body of a DELETE as JSON', async () => {
    await apiClient.delete(`${origin}/api/users/me`, { body: { password: 'secret-1' } });
    expect(lastRequest().method).toBe('DELETE');
    expect(lastRequest().headers['content-type']).toMatch(/^application\/json/);
    expect(lastRequest().body).toBe('{"password":"secret-1"}');
  });

  it('forgets a session the server refuses and tells the listeners', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify(visitorInfo));
    const listener = vi.fn();
    const unsubscribe = onSessionExpired(listener);
    answerWith('{"message":"Not authorised, token expired"}', 401);
    const failure = apiClient.put(`${origin}/api/creditcards/update`, { title: 'Kept' });
    await expect(failure).rejects.toEqual(new ApiRequestError(sessionExpiredMessage, 401));
    unsubscribe();
    expect(readStoredUserInfo()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's message for a 401 to a call made without a session", async () => {
    const listener = vi.fn();
    const unsubscribe = onSessionExpired(listener);
    answerWith('{"message":"Invalid email or password"}', 401);
    const failure = apiClient.post(`${origin}/api/users/login`, { email: 'a@b.sg' });
    await expect(failure).rejects.toEqual(new ApiRequestError('Invalid email or password', 401));
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it('asks with If-None-Match and answers a 304 as a success with no body', async () => {
    answer = (response) => response.writeHead(304, { ETag: 'W/"2a-abc"' }).end();
    const answered = await apiClient.get(`${origin}/api/creditcards`, {
      ifNoneMatch: 'W/"2a-abc"',
    });
    expect(lastRequest().headers['if-none-match']).toBe('W/"2a-abc"');
    expect(answered.status).toBe(304);
  });

  it('refuses a 304 to a call that held no copy', async () => {
    answer = (response) => response.writeHead(304).end();
    await expect(apiClient.get(`${origin}/api/creditcards`)).rejects.toBeInstanceOf(
      ApiRequestError,
    );
  });
});

describe('sending a form with its upload progress', () => {
  it('sends it as multipart with the token and reports the progress up to the whole', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify(visitorInfo));
    answerWith('{"title":"New card"}', 200, { 'X-Total-Count': '1' });
    const form = new FormData();
    form.append('title', 'New card');
    const shares: number[] = [];
    const answered = await sendForm('PUT', `${origin}/api/creditcards/update`, form, (share) =>
      shares.push(share),
    );
    expect(lastRequest().method).toBe('PUT');
    expect(lastRequest().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(lastRequest().headers.authorization).toBe('Bearer visitor-token');
    expect(lastRequest().body).toContain('New card');
    expect(shares.at(-1)).toBe(1);
    expect(answered).toEqual({
      data: { title: 'New card' },
      status: 200,
      headers: expect.objectContaining({ 'x-total-count': '1' }),
    });
  });

  it("turns a refusal into an ApiRequestError with the server's message", async () => {
    answerWith('{"message":"Image must be a JPEG or PNG"}', 400);
    const failure = sendForm('POST', `${origin}/api/posts/create`, new FormData());
    await expect(failure).rejects.toEqual(new ApiRequestError('Image must be a JPEG or PNG', 400));
    await expect(failure).rejects.toHaveProperty('status', 400);
  });

  it('forgets a session the server refuses and tells the listeners', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify(visitorInfo));
    const listener = vi.fn();
    const unsubscribe = onSessionExpired(listener);
    answerWith('{"message":"Not authorised, token expired"}', 401);
    const failure = sendForm('POST', `${origin}/api/posts/create`, new FormData());
    await expect(failure).rejects.toEqual(new ApiRequestError(sessionExpiredMessage, 401));
    unsubscribe();
    expect(readStoredUserInfo()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
