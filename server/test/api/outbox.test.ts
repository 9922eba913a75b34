import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/mail/index.js';
import { emptyOutbox, messagesTo } from '../support/outbox.js';
import { testPassword, useTestApi } from '../support/test-api.js';

const api = useTestApi();

beforeEach(() => emptyOutbox(api));

const readOutboxPage = () =>
  request(api.app).get('/api/admin/outbox').set('Authorization', api.adminAuth);

const sendOne = () =>
  createMailer(api.config.mail).sendMail({
    to: 'una@example.test',
    subject: 'Everyday Card has changed',
    text: 'The annual fee is now S$196.20.',
  });

describe('GET /api/admin/outbox', () => {
  it('skips a message file cut short by a crash, names it, and lists the others', async () => {
    await sendOne();
    const folder = api.config.mail.outboxDir;
    // A crash between creating a message file and writing it, as an older version could leave.
    const empty = '2026-11-24T22-44-25-123Z-1a2b3c4d.json';
    const cutShort = '2026-11-24T22-44-26-123Z-5e6f7a8b.json';
    await writeFile(path.join(folder, empty), '');
    await writeFile(path.join(folder, cutShort), '{"id": "2026-11-24T22-44-26-123Z-5e6f7a8b", "da');

    const response = await readOutboxPage().expect(200);
    expect(response.body.messages).toMatchObject([
      { to: 'una@example.test', subject: 'Everyday Card has changed' },
    ]);
    expect(response.body.unreadable.sort()).toEqual([empty, cutShort]);
    expect(response.body.total).toBe(3);
  });

  it('writes each message file whole under its final name, leaving no temporary file', async () => {
    await Promise.all([sendOne(), sendOne(), sendOne()]);
    const names = await readdir(api.config.mail.outboxDir);
    expect(names).toHaveLength(6);
    expect(names.every((name) => /^[0-9TZ-]+-[0-9a-f]{8}\.(eml|json)$/.test(name))).toBe(true);
    const response = await readOutboxPage().expect(200);
    expect(response.body).toMatchObject({ total: 3, unreadable: [] });
  });

  it('answers an empty outbox when nothing was ever written', async () => {
    await mkdir(api.config.mail.outboxDir, { recursive: true });
    const response = await readOutboxPage().expect(200);
    expect(response.body).toEqual({ messages: [], total: 0, unreadable: [], smtp: false });
  });

  it('deletes messages older than OUTBOX_RETENTION_DAYS when it writes the next one', async () => {
    const folder = api.config.mail.outboxDir;
    await mkdir(folder, { recursive: true });
    const oldId = '2020-01-02T03-04-05-678Z-0a0b0c0d';
    const old = {
      id: oldId,
      date: '2020-01-02T03:04:05.678Z',
      from: 'x',
      to: 'gone@example.test',
      subject: 'Old',
      text: 'Old',
    };
    await writeFile(path.join(folder, `${oldId}.json`), JSON.stringify(old));
    await writeFile(path.join(folder, `${oldId}.eml`), 'Subject: Old');
    expect(api.config.mail.retentionDays).toBe(30);

    await sendOne();
    const names = await readdir(folder);
    expect(names.some((name) => name.startsWith(oldId))).toBe(false);
    expect(names).toHaveLength(2);
  });

  it("clears a deleted account's mail from the outbox with the account", async () => {
    await sendOne();
    await request(api.app)
      .post('/api/users/password-reset')
      .send({ email: 'user@example.test' })
      .expect(202);
    await expect.poll(async () => (await messagesTo(api, 'user@example.test')).length).toBe(1);

    await request(api.app)
      .delete('/api/me')
      .set('Authorization', api.userAuth)
      .send({ password: testPassword })
      .expect(200);
    expect(await messagesTo(api, 'user@example.test')).toEqual([]);
    expect(await messagesTo(api, 'una@example.test')).toHaveLength(1);
  });
});
