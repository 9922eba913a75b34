import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { parseConfig } from '../../src/config/env.js';
import { listingKinds } from '@sg-finance/contract';
import { createLogger } from '../../src/logging/logger.js';
import { listingModel } from '../../src/models/listing.model.js';
import { UserModel } from '../../src/models/user.model.js';
import { hashPassword } from '../../src/services/user.service.js';
import {
  emptyCollections,
  startTestDatabase,
  type TestDatabase,
} from '../support/test-database.js';

type LogLine = Record<string, unknown>;

const config = parseConfig({
  NODE_ENV: 'test',
  JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
  DATA_DIR: '/nonexistent-data-dir',
  AUTH_RATE_LIMIT: '1000',
});
const card = listingKinds[0]!;
const lines: LogLine[] = [];
const written: string[] = [];
const logger = createLogger('info', {
  write: (line) => {
    written.push(line);
    lines.push(JSON.parse(line) as LogLine);
  },
});

let database: TestDatabase;
let app: Express;

beforeAll(async () => {
  database = await startTestDatabase();
  app = createApp({ config, dbMode: 'embedded', logger });
});

beforeEach(async () => {
  await emptyCollections();
  lines.length = 0;
  written.length = 0;
});

afterAll(() => database.close());

describe('request logs', () => {
  it('log one line per request with the id echoed in X-Request-Id', async () => {
    const response = await request(app).get('/api/health').expect(200);

    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: id,
        route: '/api/health',
        req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
        res: { statusCode: 200 },
        msg: 'GET /api/health 200',
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('keep a sane incoming request id and replace one that is not', async () => {
    const kept = await request(app).get('/api/health').set('X-Request-Id', 'lb-7f3a.42:1');
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42:1');
    expect(lines[0]).toMatchObject({ reqId: 'lb-7f3a.42:1' });

    for (const bad of ['has spaces', 'x'.repeat(200), '{"level":60}']) {
      const replaced = await request(app).get('/api/health').set('X-Request-Id', bad);
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('put the request id in every error answer', async () => {
    const response = await request(app).get('/api/nope').expect(404);
    expect(response.body).toEqual({
      message: 'Not found: GET /api/nope',
      requestId: response.headers['x-request-id'],
    });
  });

  it('never hold passwords, tokens, cookies or email addresses', async () => {
    const email = 'secret.person@example.test';
    const password = 'hunter2-is-my-password';
    await UserModel.create({ name: 'S', email, passwordHash: await hashPassword(password) });
    const login = await request(app)
      .post('/api/users/login')
      .set('Cookie', 'session=cookie-value-123')
      .send({ email, password })
      .expect(200);
    const token = login.body.token as string;
    await request(app)
      .post('/api/users/register')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'S', email, password })
      .expect(409);
    await request(app)
      .get(`/api/search?q=${encodeURIComponent(email)}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);

    const log = written.join('');
    expect(lines).toHaveLength(3);
    const secrets = [email, encodeURIComponent(email), password, token, 'cookie-value-123'];
    for (const secret of [...secrets, token.split('.')[1]!]) {
      expect(log).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({
      req: { headers: expect.objectContaining({ cookie: '[redacted]' }) },
    });
    expect(lines[1]).toMatchObject({
      req: { headers: expect.objectContaining({ authorization: '[redacted]' }) },
    });
  });

  it('mask an email address or token quoted in an error message', () => {
    createLogger('info', { write: (line) => written.push(line) }).error(
      new Error('E11000 dup key: { email: "who@example.test" } eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl'),
    );
    expect(written.join('')).not.toContain('who@example.test');
    expect(written.join('')).not.toContain('eyJzdWIiOi');
    expect(written.join('')).toContain('[email]');
  });

  it('log a slow request at warn level with its route', async () => {
    const slowApp = createApp({ config, dbMode: 'embedded', logger, slowRequestMs: 0 });
    await listingModel(card).create({ title: 'Slow', slug: 'slow-card', category: 'DBS' });

    await request(slowApp).get(`${card.apiPath}/slow-card`).expect(200);

    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        route: `${card.apiPath}/:slugOrId`,
        msg: expect.stringMatching(
          new RegExp(`^slow request: GET ${card.apiPath}/:slugOrId took \\d+ ms$`),
        ),
      }),
    ]);
  });
});

describe('GET /api/ready', () => {
  it('answers ready while the database answers, and 503 once it is gone', async () => {
    const ready = await request(app).get('/api/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', db: 'embedded' });

    await database.engine?.close();

    const down = await request(app).get('/api/ready').expect(503);
    expect(down.body).toEqual({
      message: 'The database is not reachable',
      requestId: down.headers['x-request-id'],
    });
    const live = await request(app).get('/api/health').expect(200);
    expect(live.body).toEqual({ status: 'ok', db: 'embedded' });
  });
});
