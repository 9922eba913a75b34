import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SuggestionModel } from '../../src/models/suggestion.model.js';
import { SUGGESTIONS_PER_HOUR } from '../../src/routes/suggestion.routes.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

const suggestion = {
  product: 'Trust Cashback Card',
  bank: 'Trust Bank',
  reward: 'S$35 FairPrice voucher on sign-up',
  link: 'https://trustbank.sg/',
  email: 'reader@example.com',
};

/** Each test sends from its own address, so the hourly limit of one does not reach another. */
let nextAddress = 1;
function fromNewAddress() {
  nextAddress += 1;
  return `10.0.0.${nextAddress}`;
}

function send(body: object, address = fromNewAddress()) {
  return request(api.app).post('/api/suggestions').set('X-Forwarded-For', address).send(body);
}

describe('suggestions', () => {
  it('are stored from the public form and reach the inbox, newest first', async () => {
    const answer = await send(suggestion).expect(201);
    expect(answer.body.message).toBe('Thank you! Your suggestion has been sent.');
    await send({ ...suggestion, product: 'Second', email: '' }).expect(201);

    const inbox = await request(api.app)
      .get('/api/suggestions')
      .set('Authorization', api.adminAuth)
      .expect(200);
    expect(inbox.headers['x-total-count']).toBe('2');
    expect(inbox.headers['cache-control']).toBe('no-store');
    expect(inbox.body.map((item: { product: string }) => item.product)).toEqual([
      'Second',
      'Trust Cashback Card',
    ]);
    expect(inbox.body[1]).toMatchObject({ ...suggestion, status: 'new' });
    expect(inbox.body[0].email).toBeUndefined();
  });

  it.each([
    [{ ...suggestion, product: '' }, 'product: is required'],
    [{ ...suggestion, link: 'javascript:alert(1)' }, 'link: must be an http(s) address'],
    [{ ...suggestion, email: 'not-an-email' }, 'email: must be a valid email address'],
    [{ ...suggestion, isAdmin: true }, 'Unrecognized key: "isAdmin"'],
  ])('refuse bad input with a message and store nothing (%#)', async (body, message) => {
    const answer = await send(body).expect(400);
    expect(answer.body.message).toBe(message);
    expect(await SuggestionModel.countDocuments()).toBe(0);
  });

  it('are limited per address and hour', async () => {
    const address = fromNewAddress();
    for (let sent = 0; sent < SUGGESTIONS_PER_HOUR; sent += 1) {
      await send(suggestion, address).expect(201);
    }
    const refused = await send(suggestion, address).expect(429);
    expect(refused.body.message).toBe('Too many suggestions: please try again in an hour');
    expect(await SuggestionModel.countDocuments()).toBe(SUGGESTIONS_PER_HOUR);
  });

  it('are marked done, listed by status and deleted by an administrator only', async () => {
    const { _id: id } = (await send(suggestion).expect(201)).body as { _id: string };
    await request(api.app).get('/api/suggestions').set('Authorization', api.userAuth).expect(403);
    await request(api.app)
      .put(`/api/suggestions/${id}`)
      .set('Authorization', api.userAuth)
      .send({ status: 'done' })
      .expect(403);
    await request(api.app).delete(`/api/suggestions/${id}`).expect(401);

    const refused = await request(api.app)
      .put(`/api/suggestions/${id}`)
      .set('Authorization', api.adminAuth)
      .send({ status: 'spam' })
      .expect(400);
    expect(refused.body.message).toBe('status: must be one of new, done');

    const done = await request(api.app)
      .put(`/api/suggestions/${id}`)
      .set('Authorization', api.adminAuth)
      .send({ status: 'done' })
      .expect(200);
    expect(done.body.status).toBe('done');
    const listed = await request(api.app)
      .get('/api/suggestions?status=done')
      .set('Authorization', api.adminAuth)
      .expect(200);
    expect(listed.body).toHaveLength(1);
    const badStatus = await request(api.app)
      .get('/api/suggestions?status=maybe')
      .set('Authorization', api.adminAuth)
      .expect(400);
    expect(badStatus.body.message).toBe('status: must be one of new, done');

    const deleted = await request(api.app)
      .delete(`/api/suggestions/${id}`)
      .set('Authorization', api.adminAuth)
      .expect(200);
    expect(deleted.body.message).toBe('Suggestion Deleted!');
    const again = await request(api.app)
      .delete(`/api/suggestions/${id}`)
      .set('Authorization', api.adminAuth)
      .expect(404);
    expect(again.body.message).toBe('Suggestion not found');
  });
});
