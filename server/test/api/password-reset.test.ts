import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/mail/index.js';
import { PasswordResetModel } from '../../src/models/password-reset.model.js';
import { UserModel } from '../../src/models/user.model.js';
import {
  requestPasswordReset,
  resetMessages,
  RESET_LINK_LIFETIME_MS,
} from '../../src/services/password-reset.service.js';
import { errorBody } from '../support/error-body.js';
import { emptyOutbox, messagesTo, resetTokenMailedTo } from '../support/outbox.js';
import { testPassword, useTestApi } from '../support/test-api.js';

const api = useTestApi({
  PASSWORD_RESET_LIMIT_PER_IP: '1000',
  PASSWORD_RESET_LIMIT_PER_EMAIL: '1000',
});
const newPassword = 'kopi-peng-at-nine';

beforeEach(() => emptyOutbox(api));

const askForReset = (email: string) =>
  request(api.app).post('/api/users/password-reset').send({ email });

const confirm = (token: string, password = newPassword) =>
  request(api.app).post('/api/users/password-reset/confirm').send({ token, password });

const signIn = (email: string, password: string) =>
  request(api.app).post('/api/users/login').send({ email, password });

describe('POST /api/users/password-reset', () => {
  it('answers the same 202 whether or not the address has an account, and mails only an account', async () => {
    const known = await askForReset('USER@example.test').expect(202);
    const unknown = await askForReset('nobody@example.test').expect(202);

    expect(known.body).toEqual({ message: resetMessages.requested });
    expect(unknown.body).toEqual(known.body);
    expect(known.headers['cache-control']).toBe('no-store');
    const token = await resetTokenMailedTo(api, 'user@example.test');
    expect(await messagesTo(api, 'nobody@example.test')).toEqual([]);
    const [mail] = await messagesTo(api, 'user@example.test');
    expect(mail?.subject).toBe('Reset your SG Finance Rewards password');
    expect(mail?.text).toContain(`${api.config.siteUrl}/reset-password#token=${token}`);
  });

  it('stores only a hash of the token, valid for one hour from the request', async () => {
    const asked = Date.now();
    await askForReset('user@example.test').expect(202);
    const token = await resetTokenMailedTo(api, 'user@example.test');

    const stored = await PasswordResetModel.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    // 60 minutes * 60 s * 1000 ms after the request, give or take the request's own time.
    const lifetime = stored[0]!.expiresAt.getTime() - asked;
    expect(lifetime).toBeGreaterThanOrEqual(3_600_000);
    expect(lifetime).toBeLessThan(3_600_000 + 5000);
  });

  it.each([
    ['no email', {}, 'email: must be an email address'],
    ['an invalid email', { email: 'not-an-email' }, 'email: must be a valid email address'],
    ['an operator object', { email: { $gt: '' } }, 'email: must be an email address'],
  ])('answers 400 for %s and sends nothing', async (_case, body, message) => {
    const response = await request(api.app)
      .post('/api/users/password-reset')
      .send(body)
      .expect(400);
    expect(response.body).toEqual(errorBody(message));
    expect(await PasswordResetModel.countDocuments()).toBe(0);
  });
});

describe('POST /api/users/password-reset/confirm', () => {
  it('sets the new password once: the old one and the old sessions stop working', async () => {
    await askForReset('user@example.test').expect(202);
    const token = await resetTokenMailedTo(api, 'user@example.test');

    const done = await confirm(token).expect(200);
    expect(done.body).toEqual({ message: resetMessages.done });
    await signIn('user@example.test', newPassword).expect(200);
    const old = await signIn('user@example.test', testPassword).expect(401);
    expect(old.body).toEqual(errorBody('Invalid email or password'));
    await request(api.app).get('/api/me/data').set('Authorization', api.userAuth).expect(401);

    const again = await confirm(token, 'another-new-password').expect(400);
    expect(again.body).toEqual(errorBody(resetMessages.invalidLink));
    await signIn('user@example.test', newPassword).expect(200);
    expect(await PasswordResetModel.countDocuments()).toBe(0);
  });

  it('ends every other link of the account once one is used', async () => {
    await askForReset('user@example.test').expect(202);
    const first = await resetTokenMailedTo(api, 'user@example.test');
    await askForReset('user@example.test').expect(202);
    await expect.poll(async () => (await messagesTo(api, 'user@example.test')).length).toBe(2);
    const second = await resetTokenMailedTo(api, 'user@example.test');
    expect(second).not.toBe(first);

    await confirm(second).expect(200);
    const response = await confirm(first, 'yet-another-password').expect(400);
    expect(response.body).toEqual(errorBody(resetMessages.invalidLink));
  });

  it('refuses a link asked for more than an hour ago, and takes one asked for 59 minutes ago', async () => {
    const mail = { mailer: createMailer(api.config.mail), siteUrl: api.config.siteUrl };
    const minute = 60_000;
    await requestPasswordReset('user@example.test', mail, new Date(Date.now() - 61 * minute));
    const expired = await resetTokenMailedTo(api, 'user@example.test');
    const refused = await confirm(expired).expect(400);
    expect(refused.body).toEqual(errorBody(resetMessages.invalidLink));
    await signIn('user@example.test', testPassword).expect(200);

    await requestPasswordReset('user@example.test', mail, new Date(Date.now() - 59 * minute));
    const fresh = await resetTokenMailedTo(api, 'user@example.test');
    expect(RESET_LINK_LIFETIME_MS).toBe(60 * minute);
    await confirm(fresh).expect(200);
    await signIn('user@example.test', newPassword).expect(200);
  });

  it('refuses a link whose stored expiry has just passed', async () => {
    await askForReset('user@example.test').expect(202);
    const token = await resetTokenMailedTo(api, 'user@example.test');
    await PasswordResetModel.updateMany({}, { expiresAt: new Date(Date.now() - 1) });

    const response = await confirm(token).expect(400);
    expect(response.body).toEqual(errorBody(resetMessages.invalidLink));
    await signIn('user@example.test', testPassword).expect(200);
  });

  it.each([
    ['a short password', 'abc12', 'Password must be at least 6 characters long'],
    [
      'a common password',
      'password1',
      'Password is too common: choose one that is harder to guess',
    ],
  ])('answers 400 for %s and keeps the link usable', async (_case, password, message) => {
    await askForReset('user@example.test').expect(202);
    const token = await resetTokenMailedTo(api, 'user@example.test');
    const before = await UserModel.findOne({ email: 'user@example.test' }).select('+passwordHash');

    const response = await confirm(token, password).expect(400);
    expect(response.body).toEqual(errorBody(message));
    const after = await UserModel.findOne({ email: 'user@example.test' }).select('+passwordHash');
    expect(after?.passwordHash).toBe(before?.passwordHash);
    await confirm(token).expect(200);
  });

  it('answers 400 for a made-up token', async () => {
    const response = await confirm('made-up-token-0123456789').expect(400);
    expect(response.body).toEqual(errorBody(resetMessages.invalidLink));
  });
});

describe('the outbox', () => {
  it('keeps each message as an .eml and a .json file that only the server can read', async () => {
    await askForReset('user@example.test').expect(202);
    await resetTokenMailedTo(api, 'user@example.test');
    const folder = api.config.mail.outboxDir;

    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const names = (await readdir(folder)).sort();
    expect(names.map((name) => path.extname(name))).toEqual(['.eml', '.json']);
    for (const name of names)
      expect((await stat(path.join(folder, name))).mode & 0o777).toBe(0o600);
    const eml = await readFile(path.join(folder, names[0]!), 'utf8');
    expect(eml).toMatch(/^To: user@example\.test$/m);
    expect(eml).toMatch(/^Subject: Reset your SG Finance Rewards password$/m);
    expect(eml).toMatch(/^From: SG Finance Rewards <no-reply@localhost>$/m);
  });

  it('is listed newest first for administrators only', async () => {
    await askForReset('user@example.test').expect(202);
    await resetTokenMailedTo(api, 'user@example.test');
    await askForReset('admin@example.test').expect(202);
    await resetTokenMailedTo(api, 'admin@example.test');

    const response = await request(api.app)
      .get('/api/admin/outbox')
      .set('Authorization', api.adminAuth)
      .expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({ total: 2, smtp: false });
    expect(response.body.messages.map((message: { to: string }) => message.to)).toEqual([
      'admin@example.test',
      'user@example.test',
    ]);

    const user = await request(api.app)
      .get('/api/admin/outbox')
      .set('Authorization', api.userAuth)
      .expect(403);
    expect(user.body).toEqual(errorBody('Only administrators can do this'));
    const visitor = await request(api.app).get('/api/admin/outbox').expect(401);
    expect(visitor.body).toEqual(errorBody('Please sign in to do this'));
  });

  it('is empty before any mail is written', async () => {
    const response = await request(api.app)
      .get('/api/admin/outbox')
      .set('Authorization', api.adminAuth)
      .expect(200);
    expect(response.body).toEqual({ messages: [], total: 0, unreadable: [], smtp: false });
  });
});
