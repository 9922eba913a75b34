import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { UserModel } from '../../src/models/user.model.js';
import { createOrPromoteAdmin, ensureConfiguredAdmin } from '../../src/services/user.service.js';
import { testPassword, useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();

const newUser = { name: 'Nina Ng', email: 'Nina.Ng@Example.test', password: 'secret-123' };

describe('POST /api/users/register', () => {
  it('answers 201 with the session of the new, ordinary account', async () => {
    const response = await request(api.app).post('/api/users/register').send(newUser).expect(201);

    expect(response.body).toEqual({
      _id: expect.any(String),
      name: 'Nina Ng',
      email: 'nina.ng@example.test',
      isAdmin: false,
      token: expect.any(String),
    });
    const stored = await UserModel.findOne({ email: 'nina.ng@example.test' }).select(
      '+passwordHash',
    );
    expect(stored?.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    expect(stored?.passwordHash).not.toContain(newUser.password);
  });

  it('never makes an administrator, whatever the body says', async () => {
    const response = await request(api.app)
      .post('/api/users/register')
      .send({ ...newUser, isAdmin: true, role: 'admin' })
      .expect(201);

    expect(response.body.isAdmin).toBe(false);
    expect((await UserModel.findById(response.body._id))?.isAdmin).toBe(false);
    await request(api.app)
      .delete('/api/creditcards/delete/0123456789abcdef01234567')
      .set('Authorization', `Bearer ${response.body.token}`)
      .expect(403);
  });

  it('answers 409 when the email already has an account, in any letter case', async () => {
    await request(api.app).post('/api/users/register').send(newUser).expect(201);
    const response = await request(api.app)
      .post('/api/users/register')
      .send({ ...newUser, email: 'NINA.NG@example.test' })
      .expect(409);
    expect(response.body).toEqual(errorBody('An account with this email already exists'));
    expect(await UserModel.countDocuments({ email: 'nina.ng@example.test' })).toBe(1);
  });

  it.each([
    ['an invalid email', { ...newUser, email: 'not-an-email' }, /email/],
    [
      'a short password',
      { ...newUser, password: '12345' },
      /^Password must be at least 6 characters long$/,
    ],
    [
      'the most common password',
      { ...newUser, password: '123456' },
      /^Password is too common: choose one that is harder to guess$/,
    ],
    [
      'a common password in capitals',
      { ...newUser, password: 'PASSWORD' },
      /^Password is too common: choose one that is harder to guess$/,
    ],
    [
      'a common password far down the list',
      { ...newUser, password: 'qwerty123' },
      /^Password is too common: choose one that is harder to guess$/,
    ],
    [
      'one character repeated',
      { ...newUser, password: 'aaaaaa' },
      /^Password is too common: choose one that is harder to guess$/,
    ],
    ['a missing name', { ...newUser, name: ' ' }, /name/],
    ['an operator object as the email', { ...newUser, email: { $gt: '' } }, /email/],
  ])('answers 400 for %s, creating nothing', async (_case, body, message) => {
    const response = await request(api.app).post('/api/users/register').send(body).expect(400);
    expect(response.body.message).toMatch(message);
    expect(await UserModel.countDocuments()).toBe(2);
  });

  it('answers with Cache-Control: no-store, as login does', async () => {
    const response = await request(api.app).post('/api/users/register').send(newUser).expect(201);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/users/login', () => {
  it('answers the session with a token that opens admin routes for an admin', async () => {
    const response = await request(api.app)
      .post('/api/users/login')
      .send({ email: 'ADMIN@example.test', password: testPassword })
      .expect(200);

    expect(response.body).toEqual({
      _id: api.adminId,
      name: 'Ada Admin',
      email: 'admin@example.test',
      isAdmin: true,
      token: expect.any(String),
    });
    await request(api.app)
      .delete('/api/creditcards/delete/0123456789abcdef01234567')
      .set('Authorization', `Bearer ${response.body.token}`)
      .expect(404);
  });

  it('answers 401 with one message for a wrong password or an unknown email', async () => {
    const wrong = await request(api.app)
      .post('/api/users/login')
      .send({ email: 'admin@example.test', password: 'wrong-password' })
      .expect(401);
    const unknown = await request(api.app)
      .post('/api/users/login')
      .send({ email: 'nobody@example.test', password: testPassword })
      .expect(401);
    expect(wrong.body).toEqual(errorBody('Invalid email or password'));
    expect(unknown.body).toEqual(errorBody(wrong.body.message));
  });

  it('answers with Cache-Control: no-store, whether it succeeds or not', async () => {
    const signedIn = await request(api.app)
      .post('/api/users/login')
      .send({ email: 'admin@example.test', password: testPassword })
      .expect(200);
    const refused = await request(api.app)
      .post('/api/users/login')
      .send({ email: 'admin@example.test', password: 'wrong-password' })
      .expect(401);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['an operator object as the email', { email: { $gt: '' }, password: testPassword }],
    ['an operator object as the password', { email: 'admin@example.test', password: { $ne: '' } }],
    ['a missing password', { email: 'admin@example.test' }],
  ])('answers 400 for %s', async (_case, body) => {
    const response = await request(api.app).post('/api/users/login').send(body).expect(400);
    expect(response.body.message).toMatch(/email|password/);
    expect(response.body).not.toHaveProperty('token');
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await request(api.app)
      .post('/api/users/login')
      .set('Content-Type', 'application/json')
      .send('{"email": "admin@example.test",')
      .expect(400);
    expect(response.body).toEqual(errorBody('The request body is not valid JSON'));
  });
});

describe('rate limit on sign-in and sign-up', () => {
  it('answers 429 once a client has used up its attempts', async () => {
    const app = createApp({
      config: { ...api.config, authRateLimit: { max: 2, windowMs: 60_000 } },
      dbMode: 'embedded',
    });
    const attempt = () =>
      request(app).post('/api/users/login').send({ email: 'admin@example.test', password: 'nope' });

    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const limited = await attempt();

    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/too many attempts/i);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('does not count requests refused as malformed', async () => {
    const app = createApp({
      config: { ...api.config, authRateLimit: { max: 1, windowMs: 60_000 } },
      dbMode: 'embedded',
    });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(app).post('/api/users/login').send({ email: 'bad' }).expect(400);
    }
    await request(app)
      .post('/api/users/login')
      .send({ email: 'admin@example.test', password: testPassword })
      .expect(200);
  });
});

describe('administrator accounts', () => {
  it('creates the configured administrator only when that email has no account', async () => {
    const admin = { email: 'Boss@Example.test', password: 'boss-password', name: 'Boss' };
    expect(await ensureConfiguredAdmin(admin)).toBe(true);
    expect(await ensureConfiguredAdmin({ ...admin, password: 'changed-password' })).toBe(false);

    const response = await request(api.app)
      .post('/api/users/login')
      .send({ email: 'boss@example.test', password: 'boss-password' })
      .expect(200);
    expect(response.body.isAdmin).toBe(true);
  });

  it('promotes an existing account and can set its password', async () => {
    expect(
      await createOrPromoteAdmin({ email: 'user@example.test', password: 'new-password-1' }),
    ).toBe('promoted');

    const response = await request(api.app)
      .post('/api/users/login')
      .send({ email: 'user@example.test', password: 'new-password-1' })
      .expect(200);
    expect(response.body).toMatchObject({ name: 'Una User', isAdmin: true });
  });

  it('creates a new administrator when the email is unknown', async () => {
    expect(
      await createOrPromoteAdmin({ email: 'new@example.test', password: 'pass-word', name: 'New' }),
    ).toBe('created');
    expect(await UserModel.findOne({ email: 'new@example.test' })).toMatchObject({
      name: 'New',
      isAdmin: true,
    });
  });

  it('leaves the password hash out of a serialised account', async () => {
    const user = await UserModel.findOne({ email: 'admin@example.test' }).select('+passwordHash');
    expect(user?.passwordHash).toBeTruthy();
    expect(JSON.parse(JSON.stringify(user))).not.toHaveProperty('passwordHash');
  });
});
