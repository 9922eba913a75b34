import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { parseConfig } from '../../src/config/env.js';
import { createLogger } from '../../src/logging/logger.js';
import { requestLogging } from '../../src/logging/request-logging.js';
import { errorHandler } from '../../src/middleware/error-handler.js';
import { ApiError } from '../../src/lib/api-error.js';

const config = parseConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-data-dir' });

describe('GET /api/health', () => {
  it.each(['embedded', 'mongodb'] as const)(
    'answers ok with the %s database mode',
    async (mode) => {
      const response = await request(createApp({ config, dbMode: mode })).get('/api/health');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok', db: mode });
    },
  );
});

describe('the error middleware', () => {
  function appThrowing(error: unknown, lines: Array<Record<string, unknown>> = []) {
    const app = express();
    app.use(
      requestLogging(createLogger('info', { write: (line) => lines.push(JSON.parse(line)) })),
    );
    app.get('/boom', () => {
      throw error;
    });
    app.use(errorHandler);
    return app;
  }

  it('answers an ApiError with its status, message and request id', async () => {
    const response = await request(appThrowing(new ApiError(418, 'No coffee here'))).get('/boom');
    expect(response.status).toBe(418);
    expect(response.body).toEqual({
      message: 'No coffee here',
      requestId: response.headers['x-request-id'],
    });
  });

  it('hides the details of an unexpected error and logs them with the request id', async () => {
    const secret = new Error('connection string mongodb://user:pw@db/secret');
    const lines: Array<Record<string, unknown>> = [];
    const response = await request(appThrowing(secret, lines)).get('/boom').expect(500);
    expect(response.body).toEqual({
      message: 'Server Error',
      requestId: response.headers['x-request-id'],
    });
    expect(JSON.stringify(response.body)).not.toContain('mongodb://');
    expect(response.text).not.toContain('at ');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        reqId: response.headers['x-request-id'],
        err: expect.objectContaining({ message: secret.message, stack: expect.any(String) }),
      }),
    ]);
  });

  it('maps a duplicate key error to 409 naming the field', async () => {
    const duplicate = Object.assign(new Error('E11000'), { code: 11000, keyValue: { slug: 'a' } });
    const response = await request(appThrowing(duplicate)).get('/boom').expect(409);
    expect(response.body.message).toContain('slug');
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await request(createApp({ config, dbMode: 'embedded' }))
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"broken": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'The request body is not valid JSON',
      requestId: response.headers['x-request-id'],
    });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await request(createApp({ config, dbMode: 'embedded' })).get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body.message).toMatch(/not found/i);
  });
});

describe('configuration', () => {
  it('names the bad variable', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ MONGODB_URI: 'mongodb://db.example/app' })).toThrow(/JWT_SECRET/);
    expect(() => parseConfig({ ADMIN_EMAIL: 'not-an-email', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /ADMIN_EMAIL/,
    );
  });

  it('reads relative data folders from where the command was typed, as npm gives it', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    const typedIn = parseConfig({ ...secret, DATA_DIR: './data', INIT_CWD: '/srv/site' });
    expect(typedIn.dataDir).toBe(path.resolve('/srv/site/data'));
    expect(typedIn.uploadDir).toBe(path.resolve('/srv/site/data/uploads'));
    const ownUploads = parseConfig({ ...secret, UPLOAD_DIR: 'files', INIT_CWD: '/srv/site' });
    expect(ownUploads.uploadDir).toBe(path.resolve('/srv/site/files'));
    expect(parseConfig({ ...secret, DATA_DIR: '/var/lib/site' }).dataDir).toBe(
      path.resolve('/var/lib/site'),
    );
  });
});
