import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { parseConfig } from '../../src/config/env.js';
import { startTestDatabase, type TestDatabase } from '../support/test-database.js';

const base = {
  NODE_ENV: 'test',
  JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
  DATA_DIR: '/nonexistent-data-dir',
};

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 'loopback'],
    ['', 'loopback'],
    ['true', true],
    ['false', false],
    ['2', 2],
    ['loopback, 10.0.0.0/8', 'loopback,10.0.0.0/8'],
    ['linklocal,uniquelocal,192.168.1.1', 'linklocal,uniquelocal,192.168.1.1'],
    ['fe80::/10, 10.0.0.0/255.0.0.0', 'fe80::/10,10.0.0.0/255.0.0.0'],
  ])('reads %j as Express takes it', (value, expected) => {
    const env = value === undefined ? base : { ...base, TRUST_PROXY: value };
    expect(parseConfig(env).trustProxy).toEqual(expected);
  });

  it.each(['yes please', '10.0.0.0/33', '300.1.1.1', 'loopback,,', 'everyone', '-1'])(
    'refuses %j with a message naming the variable',
    (value) => {
      expect(() => parseConfig({ ...base, TRUST_PROXY: value })).toThrow(
        'TRUST_PROXY: must be true, false, a number of proxy hops, or comma-separated addresses, subnets, loopback, linklocal or uniquelocal',
      );
    },
  );
});

describe('the login rate limit behind a proxy', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await startTestDatabase();
  });
  afterAll(() => database.close());

  /** Two failed logins forwarded for two different visitors, with one attempt allowed each. */
  async function secondVisitorStatus(trustProxy: string): Promise<number> {
    const config = parseConfig({ ...base, AUTH_RATE_LIMIT: '1', TRUST_PROXY: trustProxy });
    const app = createApp({ config, dbMode: 'embedded' });
    const login = (visitor: string) =>
      request(app)
        .post('/api/users/login')
        .set('X-Forwarded-For', visitor)
        .send({ email: 'nobody@example.test', password: 'wrong-password' });
    expect((await login('203.0.113.7')).status).toBe(401);
    return (await login('198.51.100.9')).status;
  }

  it('counts each visitor apart when the proxy in front is trusted (loopback here)', async () => {
    expect(await secondVisitorStatus('loopback')).toBe(401);
  });

  it('counts every visitor as the proxy when it is not trusted', async () => {
    expect(await secondVisitorStatus('false')).toBe(429);
  });
});
