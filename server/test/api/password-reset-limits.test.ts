import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetLimitMessages } from '../../src/middleware/password-reset-limit.js';
import { errorBody } from '../support/error-body.js';
import { emptyOutbox, messagesTo } from '../support/outbox.js';
import { useTestApi } from '../support/test-api.js';

// The limiters count for the whole file: each test comes from its own client address.
const api = useTestApi({ PASSWORD_RESET_LIMIT_PER_EMAIL: '2', PASSWORD_RESET_LIMIT_PER_IP: '3' });

beforeEach(() => emptyOutbox(api));

const askForReset = (email: string, clientAddress: string) =>
  request(api.app)
    .post('/api/users/password-reset')
    .set('X-Forwarded-For', clientAddress)
    .send({ email });

describe('password reset limits', () => {
  it('answers 429 to a third request for one address in an hour, from any network, and mails twice', async () => {
    await askForReset('user@example.test', '198.51.100.1').expect(202);
    await askForReset('USER@example.test', '198.51.100.2').expect(202);

    const third = await askForReset('user@example.test', '198.51.100.3').expect(429);
    expect(third.body).toEqual(errorBody(resetLimitMessages.perEmail));
    await expect.poll(async () => (await messagesTo(api, 'user@example.test')).length).toBe(2);
    await askForReset('admin@example.test', '198.51.100.3').expect(202);
  });

  it('answers 429 to a fourth request from one network in an hour, whatever the address', async () => {
    for (const email of ['a@example.test', 'b@example.test', 'c@example.test']) {
      await askForReset(email, '203.0.113.9').expect(202);
    }

    const fourth = await askForReset('d@example.test', '203.0.113.9').expect(429);
    expect(fourth.body).toEqual(errorBody(resetLimitMessages.perIp));
    await askForReset('d@example.test', '203.0.113.10').expect(202);
  });

  it('counts an unknown address like a known one', async () => {
    await askForReset('nobody@example.test', '192.0.2.1').expect(202);
    await askForReset('nobody@example.test', '192.0.2.2').expect(202);

    const third = await askForReset('nobody@example.test', '192.0.2.3').expect(429);
    expect(third.body).toEqual(errorBody(resetLimitMessages.perEmail));
  });
});
