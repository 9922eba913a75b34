import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UserModel } from '../../src/models/user.model.js';
import { createOrPromoteAdmin } from '../../src/services/user.service.js';
import { testPassword, useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();

const adminOnlyCall = '/api/creditcards/delete/0123456789abcdef01234567';
const revokedMessage = 'Your session is not valid any more: please sign in again';

async function signIn(email = 'admin@example.test', password = testPassword): Promise<string> {
  const response = await request(api.app)
    .post('/api/users/login')
    .send({ email, password })
    .expect(200);
  return `Bearer ${response.body.token as string}`;
}

describe('POST /api/users/logout', () => {
  it('ends the token on the server: the same token answers 401 afterwards', async () => {
    const auth = await signIn();
    await request(api.app).delete(adminOnlyCall).set('Authorization', auth).expect(404);

    const response = await request(api.app)
      .post('/api/users/logout')
      .set('Authorization', auth)
      .expect(200);
    expect(response.body).toEqual({ message: 'Logged out' });
    expect(response.headers['cache-control']).toBe('no-store');

    const refused = await request(api.app)
      .delete(adminOnlyCall)
      .set('Authorization', auth)
      .expect(401);
    expect(refused.body).toEqual(errorBody(revokedMessage));
    await request(api.app).post('/api/users/logout').set('Authorization', auth).expect(401);
  });

  it('lets the account sign in again with a new token that works', async () => {
    const first = await signIn();
    await request(api.app).post('/api/users/logout').set('Authorization', first).expect(200);
    const second = await signIn();
    await request(api.app).delete(adminOnlyCall).set('Authorization', second).expect(404);
  });

  it('works for an ordinary account too', async () => {
    const auth = await signIn('user@example.test');
    await request(api.app).post('/api/users/logout').set('Authorization', auth).expect(200);
    await request(api.app).post('/api/users/logout').set('Authorization', auth).expect(401);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const before = await api.snapshot();
    const response = await request(api.app).post('/api/users/logout').expect(401);
    expect(response.body).toEqual(errorBody('Please sign in to do this'));
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('token version', () => {
  it('is carried in the token and checked on every authenticated call', async () => {
    const auth = await signIn();
    await UserModel.updateOne({ email: 'admin@example.test' }, { $inc: { tokenVersion: 1 } });
    const refused = await request(api.app)
      .delete(adminOnlyCall)
      .set('Authorization', auth)
      .expect(401);
    expect(refused.body).toEqual(errorBody(revokedMessage));
  });

  it('is bumped by a password reset, which ends every older token', async () => {
    const before = await signIn();
    await createOrPromoteAdmin({ email: 'admin@example.test', password: 'a-new-password-9' });
    const refused = await request(api.app)
      .delete(adminOnlyCall)
      .set('Authorization', before)
      .expect(401);
    expect(refused.body).toEqual(errorBody(revokedMessage));
    const after = await signIn('admin@example.test', 'a-new-password-9');
    await request(api.app).delete(adminOnlyCall).set('Authorization', after).expect(404);
  });

  it('is not sent to clients', async () => {
    const response = await request(api.app)
      .post('/api/users/login')
      .send({ email: 'admin@example.test', password: testPassword })
      .expect(200);
    expect(Object.keys(response.body as object).sort()).toEqual(
      ['_id', 'email', 'isAdmin', 'name', 'token'].sort(),
    );
  });
});
