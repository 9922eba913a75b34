import { listingKindByKey } from '@sg-finance/contract';
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../src/mail/index.js';
import { AlertModel } from '../../src/models/alert.model.js';
import { EmailConfirmationModel } from '../../src/models/email-confirmation.model.js';
import { createAlertSweeper } from '../../src/services/alert-sweeper.js';
import { confirmationMessages } from '../../src/services/email-confirmation.service.js';
import { errorBody } from '../support/error-body.js';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { emptyOutbox, messagesTo } from '../support/outbox.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
const card = listingKindByKey('card');
const person = { name: 'Siti Rahman', email: 'siti@example.test', password: 'laksa-at-noon-77' };
const confirmSubject = 'Confirm your SG Finance Rewards email address';

beforeEach(() => emptyOutbox(api));

/** Waits for the newest confirmation mail to `to` and reads the token from its link. */
async function confirmationTokenMailedTo(to: string, count = 1): Promise<string> {
  const mails = await vi.waitFor(
    async () => {
      const found = (await messagesTo(api, to)).filter((mail) => mail.subject === confirmSubject);
      if (found.length < count) throw new Error(`${found.length} confirmation mails so far`);
      return found;
    },
    { timeout: 5000, interval: 50 },
  );
  const token = /\/confirm-email#token=([\w-]+)/.exec(mails[0]!.text)?.[1];
  if (!token) throw new Error(`no confirmation link in: ${mails[0]!.text}`);
  return token;
}

const confirm = (token: string) =>
  request(api.app).post('/api/users/email-confirmation').send({ token });
const statusOf = (auth: string) =>
  request(api.app).get('/api/me/email-confirmation').set('Authorization', auth).expect(200);

async function signUp(): Promise<string> {
  const created = await request(api.app).post('/api/users/register').send(person).expect(201);
  return `Bearer ${created.body.token}`;
}

/** A card the new account watches, then changed by an administrator, and the sweep run. */
async function alertAboutAWatchedCard(auth: string, welcome: number) {
  const terms = (value: number) =>
    JSON.stringify({ rewardType: 'cashback', baseRate: 0.3, welcome: { value, unit: 'SGD' } });
  const created = await sendForm(
    request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(card, { slug: `card-${welcome}`, title: `Card ${welcome}`, terms: terms(100) }),
  );
  await request(api.app)
    .put(`/api/me/watches/card/${created.body._id}`)
    .set('Authorization', auth)
    .expect(200);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await sendForm(
    request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
    { id: created.body._id, terms: terms(welcome) },
  ).expect(200);
  await createAlertSweeper({ mailer: createMailer(api.config.mail), siteUrl: 'x' }).sweep();
}

describe('confirming an address', () => {
  it('mails a new account a single-use link, and no alert until the address is confirmed', async () => {
    const auth = await signUp();
    const token = await confirmationTokenMailedTo(person.email);
    expect((await statusOf(auth)).body).toEqual({ confirmed: false });

    await alertAboutAWatchedCard(auth, 200);
    expect(await AlertModel.countDocuments()).toBe(1);
    expect((await messagesTo(api, person.email)).map((mail) => mail.subject)).toEqual([
      confirmSubject,
    ]);

    const confirmed = await confirm(token).expect(200);
    expect(confirmed.body).toEqual({ message: confirmationMessages.confirmed });
    expect((await statusOf(auth)).body).toEqual({ confirmed: true });
    const again = await confirm(token).expect(400);
    expect(again.body).toEqual(errorBody(confirmationMessages.invalidLink));

    await alertAboutAWatchedCard(auth, 300);
    await vi.waitFor(async () => {
      const subjects = (await messagesTo(api, person.email)).map((mail) => mail.subject);
      expect(subjects).toEqual(['Card 300 has changed', confirmSubject]);
    });
  });

  it('needs confirming again after a change of address; the old link confirms nothing', async () => {
    const auth = await signUp();
    const oldToken = await confirmationTokenMailedTo(person.email);
    const changed = await request(api.app)
      .put('/api/me/email')
      .set('Authorization', auth)
      .send({ email: 'siti.new@example.test', password: person.password })
      .expect(200);
    const newAuth = `Bearer ${changed.body.token}`;
    // The other sessions end with the change.
    await request(api.app).get('/api/me/email-confirmation').set('Authorization', auth).expect(401);

    const refused = await confirm(oldToken).expect(400);
    expect(refused.body).toEqual(errorBody(confirmationMessages.invalidLink));
    const newToken = await confirmationTokenMailedTo('siti.new@example.test');
    expect((await statusOf(newAuth)).body).toEqual({ confirmed: false });
    await confirm(newToken).expect(200);
    expect((await statusOf(newAuth)).body).toEqual({ confirmed: true });
    // The address it had was never confirmed: it is told nothing.
    expect((await messagesTo(api, person.email)).map((mail) => mail.subject)).toEqual([
      confirmSubject,
    ]);
  });

  it('sends a new link on request, ending the older one, and says when the address is confirmed', async () => {
    const auth = await signUp();
    const first = await confirmationTokenMailedTo(person.email);
    const asked = await request(api.app)
      .post('/api/me/email-confirmation')
      .set('Authorization', auth)
      .expect(202);
    expect(asked.body).toEqual({ message: confirmationMessages.sent });
    const second = await confirmationTokenMailedTo(person.email, 2);
    expect(second).not.toBe(first);
    await confirm(first).expect(400);
    await confirm(second).expect(200);
    expect(await EmailConfirmationModel.countDocuments()).toBe(0);

    const already = await request(api.app)
      .post('/api/me/email-confirmation')
      .set('Authorization', auth)
      .expect(200);
    expect(already.body).toEqual({ message: confirmationMessages.confirmed });
  });

  it('answers 400 for a missing or unknown token', async () => {
    const missing = await request(api.app)
      .post('/api/users/email-confirmation')
      .send({})
      .expect(400);
    expect(missing.body).toEqual(errorBody('token: is required'));
    const unknown = await confirm('not-a-token').expect(400);
    expect(unknown.body).toEqual(errorBody(confirmationMessages.invalidLink));
  });
});
