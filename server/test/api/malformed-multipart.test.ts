import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { listingKinds } from '@sg-finance/contract';
import { createLogger } from '../../src/logging/logger.js';
import { errorBody } from '../support/error-body.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
const card = listingKinds[0]!;
const written: string[] = [];
let app: Express;

beforeAll(() => {
  const logger = createLogger('info', { write: (line) => written.push(line) });
  app = createApp({ config: api.config, dbMode: 'embedded', logger });
});

beforeEach(() => {
  written.length = 0;
});

const longBoundary = 'b'.repeat(200);
const part = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nA card\r\n--${boundary}--\r\n`;

describe('a malformed multipart body', () => {
  it.each([
    ['no boundary', 'multipart/form-data', part('xyz'), 'Multipart: Boundary not found'],
    [
      'a wrong boundary',
      'multipart/form-data; boundary=abc',
      part('xyz'),
      'Unexpected end of form',
    ],
    [
      'a 200-character boundary',
      `multipart/form-data; boundary=${longBoundary}`,
      part('short'),
      'Unexpected end of form',
    ],
    ['an empty body', 'multipart/form-data; boundary=abc', '', 'Unexpected end of form'],
  ])(
    'with %s answers 400 with a clear message, changes nothing and logs no stack',
    async (_case, contentType, body, problem) => {
      const before = await api.snapshot();

      const response = await request(app)
        .post(`${card.apiPath}/create`)
        .set('Authorization', api.adminAuth)
        .set('Content-Type', contentType)
        .send(body)
        .expect(400);

      expect(response.body).toEqual(errorBody(`The form data could not be read: ${problem}`));
      expect(await api.snapshot()).toEqual(before);
      expect(written).toHaveLength(1);
      expect(JSON.parse(written[0]!)).toMatchObject({ level: 30, res: { statusCode: 400 } });
      expect(written[0]).not.toContain('stack');
    },
  );
});
