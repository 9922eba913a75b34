import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { PasswordResetModel } from '../../src/models/password-reset.model.js';
import { UserModel } from '../../src/models/user.model.js';
import { accountMessages } from '../../src/services/account.service.js';
import { resetMessages } from '../../src/services/password-reset.service.js';
import { personalDataCollections } from '../../src/services/personal-data.js';
import { errorBody } from '../support/error-body.js';
import { emptyOutbox, messagesTo, resetTokenMailedTo } from '../support/outbox.js';
import { testPassword, useTestApi } from '../support/test-api.js';

const api = useTestApi({
  PASSWORD_RESET_LIMIT_PER_IP: '1000',
  PASSWORD_RESET_LIMIT_PER_EMAIL: '1000',
});

beforeEach(() => emptyOutbox(api));

const signIn = (email: string, password: string) =>
  request(api.app).post('/api/users/login').send({ email, password });

/** The newest mail to `to`, once the notice sent after the answer is written. */
async function mailTo(to: string) {
  await expect.poll(async () => (await messagesTo(api, to)).length).toBe(1);
  return (await messagesTo(api, to))[0]!;
}

const storedHash = async (email: string) =>
  (await UserModel.findOne({ email }).select('+passwordHash'))?.passwordHash;

describe('GET /api/me/data', () => {
  it('answers everything stored about the signed-in user, without the password hash', async () => {
    await request(api.app)
      .post('/api/users/password-reset')
      .send({ email: 'user@example.test' })
      .expect(202);
    await expect.poll(() => PasswordResetModel.countDocuments()).toBe(1);

    const response = await request(api.app)
      .get('/api/me/data')
      .set('Authorization', api.userAuth)
      .expect(200);

    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe('attachment; filename=my-data.json');
    expect(Object.keys(response.body)).toEqual([
      'exportedAt',
      'account',
      ...personalDataCollections.map((collection) => collection.name),
    ]);
    expect(response.body.account).toEqual({
      _id: expect.any(String),
      name: 'Una User',
      email: 'user@example.test',
      isAdmin: false,
      emailConfirmedAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(response.body.passwordResets).toEqual([
      { createdAt: expect.any(String), expiresAt: expect.any(String) },
    ]);
    expect(response.text).not.toMatch(/passwordHash|tokenHash|tokenVersion|\$2[aby]\$/);
  });

  it("answers the token's own account only, whatever the address names", async () => {
    const response = await request(api.app)
      .get(`/api/me/data?userId=${api.adminId}`)
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(response.body.account.email).toBe('user@example.test');
    expect(response.text).not.toContain('admin@example.test');
  });

  it('answers 401 without a session', async () => {
    const response = await request(api.app).get('/api/me/data').expect(401);
    expect(response.body).toEqual(errorBody('Please sign in to do this'));
  });
});

describe('PUT /api/me/password', () => {
  const changePassword = (body: object, auth = api.userAuth) =>
    request(api.app).put('/api/me/password').set('Authorization', auth).send(body);

  it('sets the new password, answers a new session and ends the older ones', async () => {
    const response = await changePassword({
      currentPassword: testPassword,
      password: 'kaya-toast-daily',
    }).expect(200);

    expect(response.body).toMatchObject({ email: 'user@example.test', token: expect.any(String) });
    await request(api.app)
      .get('/api/me/data')
      .set('Authorization', `Bearer ${response.body.token}`)
      .expect(200);
    await request(api.app).get('/api/me/data').set('Authorization', api.userAuth).expect(401);
    await signIn('user@example.test', 'kaya-toast-daily').expect(200);
    await signIn('user@example.test', testPassword).expect(401);
    const notice = await mailTo('user@example.test');
    expect(notice.subject).toBe('Your SG Finance Rewards password was changed');
    expect(notice.text).toContain(`${api.config.siteUrl}/forgot-password`);
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'not-my-password', password: 'kaya-toast-daily' },
      accountMessages.wrongCurrentPassword,
    ],
    [
      'a short new password',
      { currentPassword: testPassword, password: 'kaya' },
      'Password must be at least 6 characters long',
    ],
    [
      'a common new password',
      { currentPassword: testPassword, password: 'iloveyou' },
      'Password is too common: choose one that is harder to guess',
    ],
    ['no current password', { password: 'kaya-toast-daily' }, 'currentPassword: is required'],
  ])('answers 400 for %s and changes nothing', async (_case, body, message) => {
    const before = await storedHash('user@example.test');
    const response = await changePassword(body).expect(400);
    expect(response.body).toEqual(errorBody(message));
    expect(await storedHash('user@example.test')).toBe(before);
    await request(api.app).get('/api/me/data').set('Authorization', api.userAuth).expect(200);
  });
});

describe('PUT /api/me/email', () => {
  const changeEmail = (body: object) =>
    request(api.app).put('/api/me/email').set('Authorization', api.userAuth).send(body);

  it('moves the account to the new address, which then signs in', async () => {
    const response = await changeEmail({
      email: ' Una.New@Example.test ',
      password: testPassword,
    }).expect(200);

    expect(response.body).toMatchObject({ email: 'una.new@example.test', name: 'Una User' });
    await signIn('una.new@example.test', testPassword).expect(200);
    await signIn('user@example.test', testPassword).expect(401);
    const notice = await mailTo('user@example.test');
    expect(notice.subject).toBe('Your SG Finance Rewards email address was changed');
    expect(notice.text).toContain('now signs in with una.new@example.test instead of this address');
    // The new address gets its confirmation link and nothing else until it is confirmed.
    await expect
      .poll(async () => (await messagesTo(api, 'una.new@example.test')).map((mail) => mail.subject))
      .toEqual(['Confirm your SG Finance Rewards email address']);
  });

  it.each([
    [
      'a wrong password',
      { email: 'una.new@example.test', password: 'not-my-password' },
      400,
      accountMessages.wrongPassword,
    ],
    [
      "another account's address",
      { email: 'ADMIN@example.test', password: testPassword },
      409,
      'An account with this email already exists',
    ],
    [
      'the same address',
      { email: 'user@example.test', password: testPassword },
      400,
      accountMessages.sameEmail,
    ],
    [
      'an invalid address',
      { email: 'una at example', password: testPassword },
      400,
      'email: must be a valid email address',
    ],
  ])(
    'answers %s with a clear message and changes nothing',
    async (_case, body, status, message) => {
      const response = await changeEmail(body).expect(status);
      expect(response.body).toEqual(errorBody(message));
      expect(await UserModel.countDocuments({ email: 'user@example.test' })).toBe(1);
      expect(await UserModel.countDocuments({ email: 'admin@example.test' })).toBe(1);
    },
  );
});

describe('reset links mailed before a change of password or address', () => {
  /** A reset link mailed to the account, as someone reading its mailbox would hold it. */
  async function mailedResetToken(): Promise<string> {
    await request(api.app)
      .post('/api/users/password-reset')
      .send({ email: 'user@example.test' })
      .expect(202);
    return resetTokenMailedTo(api, 'user@example.test');
  }

  const useResetLink = (token: string) =>
    request(api.app)
      .post('/api/users/password-reset/confirm')
      .send({ token, password: 'the-attackers-choice' });

  it('stop working once the password is changed in the account settings', async () => {
    const token = await mailedResetToken();
    await request(api.app)
      .put('/api/me/password')
      .set('Authorization', api.userAuth)
      .send({ currentPassword: testPassword, password: 'kaya-toast-daily' })
      .expect(200);

    const refused = await useResetLink(token).expect(400);
    expect(refused.body).toEqual(errorBody(resetMessages.invalidLink));
    expect(await PasswordResetModel.countDocuments()).toBe(0);
    await signIn('user@example.test', 'kaya-toast-daily').expect(200);
    await signIn('user@example.test', 'the-attackers-choice').expect(401);
  });

  it('stop working once the email address is changed, which also ends the other sessions', async () => {
    const token = await mailedResetToken();
    const changed = await request(api.app)
      .put('/api/me/email')
      .set('Authorization', api.userAuth)
      .send({ email: 'una.new@example.test', password: testPassword })
      .expect(200);

    const refused = await useResetLink(token).expect(400);
    expect(refused.body).toEqual(errorBody(resetMessages.invalidLink));
    await signIn('una.new@example.test', testPassword).expect(200);
    await request(api.app).get('/api/me/data').set('Authorization', api.userAuth).expect(401);
    await request(api.app)
      .get('/api/me/data')
      .set('Authorization', `Bearer ${changed.body.token}`)
      .expect(200);
  });
});

describe('DELETE /api/me', () => {
  const deleteAccount = (body: object, auth = api.userAuth) =>
    request(api.app).delete('/api/me').set('Authorization', auth).send(body);

  it('erases the account and its records: a second sign-in fails', async () => {
    await request(api.app)
      .post('/api/users/password-reset')
      .send({ email: 'user@example.test' })
      .expect(202);
    await expect.poll(() => PasswordResetModel.countDocuments()).toBe(1);

    const response = await deleteAccount({ password: testPassword }).expect(200);

    expect(response.body).toEqual({ message: accountMessages.deleted });
    expect(await UserModel.countDocuments({ email: 'user@example.test' })).toBe(0);
    expect(await PasswordResetModel.countDocuments()).toBe(0);
    const again = await signIn('user@example.test', testPassword).expect(401);
    expect(again.body).toEqual(errorBody('Invalid email or password'));
    await request(api.app).get('/api/me/data').set('Authorization', api.userAuth).expect(401);
    expect(await UserModel.countDocuments({ email: 'admin@example.test' })).toBe(1);
  });

  it('answers 400 for a wrong password and deletes nothing', async () => {
    const before = await api.snapshot();
    const response = await deleteAccount({ password: 'not-my-password' }).expect(400);
    expect(response.body).toEqual(errorBody(accountMessages.wrongPassword));
    expect(await api.snapshot()).toEqual(before);
  });

  it('answers 400 without a password', async () => {
    const response = await deleteAccount({}).expect(400);
    expect(response.body).toEqual(errorBody('password: is required'));
  });

  it('keeps the only administrator, and lets one of two go', async () => {
    const refused = await deleteAccount({ password: testPassword }, api.adminAuth).expect(409);
    expect(refused.body).toEqual(errorBody(accountMessages.lastAdmin));
    expect(await UserModel.countDocuments({ isAdmin: true })).toBe(1);

    await UserModel.updateOne({ email: 'user@example.test' }, { isAdmin: true });
    await deleteAccount({ password: testPassword }, api.adminAuth).expect(200);
    expect(await UserModel.countDocuments({ isAdmin: true })).toBe(1);
  });
});
