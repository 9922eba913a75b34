import { listingKindByKey } from '@sg-finance/contract';
import { SaxesParser } from 'saxes';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingModel } from '../../src/models/listing.model.js';
import { PostModel } from '../../src/models/post.model.js';
import { errorBody } from '../support/error-body.js';
import { draftRaw, listingForm, postForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi({ SITE_URL: 'https://compare.example.sg' });
const card = listingKindByKey('card');

/** Characters XML 1.0 forbids, each of which once made every feed unreadable. */
const forbidden = [
  ['\u0001', 'U+0001'],
  ['\u000b', 'U+000B'],
  ['\u001b', 'U+001B'],
  ['\uFFFE', 'U+FFFE'],
] as const;

const refusal = (field: string, code: string) =>
  errorBody(`${field}: must not contain the invisible character ${code}`);

/** The feed's text, once a strict XML 1.0 parser has read it whole without an error. */
async function wellFormedFeed(feedPath: string): Promise<string> {
  const response = await request(api.app).get(feedPath).expect(200);
  const parser = new SaxesParser();
  const errors: string[] = [];
  const titles: string[] = [];
  let inTitle = false;
  parser.on('error', (error) => errors.push(error.message));
  parser.on('opentag', (tag) => (inTitle = tag.name === 'title'));
  parser.on('closetag', () => (inTitle = false));
  parser.on('text', (text) => inTitle && titles.push(text));
  parser.on('cdata', (text) => inTitle && titles.push(text));
  parser.write(response.text).close();
  expect(errors).toEqual([]);
  return titles.join('\n');
}

describe.each(forbidden)('a text holding %j (%s)', (character, code) => {
  it('is refused in a listing, a post, a provider and an account name, naming the field', async () => {
    const listing = await sendForm(
      request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
      listingForm(card, { title: `Every${character}day Card` }),
    );
    expect(listing.status).toBe(400);
    expect(listing.body).toEqual(refusal('title', code));

    const offer = await sendForm(
      request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
      listingForm(card, {
        rewardOffer: JSON.stringify([
          { description: `S$150${character} cashback`, tag: '', link: '' },
        ]),
      }),
    );
    expect(offer.status).toBe(400);
    expect(offer.body).toEqual(refusal('rewardOffer.0.description', code));

    const post = await sendForm(
      request(api.app).post('/api/posts/create').set('Authorization', api.adminAuth),
      postForm({ richTextDescription: JSON.stringify(draftRaw(`Start${character} small`)) }),
    );
    expect(post.status).toBe(400);
    expect(post.body).toEqual(refusal('richTextDescription.blocks.0.text', code));

    const provider = await request(api.app)
      .post('/api/providers')
      .set('Authorization', api.adminAuth)
      .send({ name: `New${character}Bank`, kind: 'bank' })
      .expect(400);
    expect(provider.body).toEqual(refusal('name', code));

    const account = await request(api.app)
      .post('/api/users/register')
      .send({
        name: `Una${character} User`,
        email: 'una@example.test',
        password: 'kopi-peng-at-nine',
      })
      .expect(400);
    expect(account.body).toEqual(refusal('name', code));

    expect(await listingModel(card).countDocuments()).toBe(0);
    expect(await PostModel.countDocuments()).toBe(0);
  });
});

describe('the feeds', () => {
  it('stay well-formed XML when stored titles hold characters XML forbids, which they drop', async () => {
    const stored = `Every${forbidden.map(([character]) => character).join('')}day`;
    const created = await sendForm(
      request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
      listingForm(card, { slug: 'everyday-card', title: 'Everyday' }),
    );
    expect(created.status).toBe(201);
    // Written around the API, as a database from before the check holds them.
    await listingModel(card).updateOne({ _id: created.body._id }, { $set: { title: stored } });
    const updated = await sendForm(
      request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
      { id: created.body._id, subtitle: 'Now with a new subtitle' },
    );
    expect(updated.status).toBe(200);
    const post = await sendForm(
      request(api.app).post('/api/posts/create').set('Authorization', api.adminAuth),
      postForm({ slug: 'rainy-day' }),
    );
    expect(post.status).toBe(201);
    await PostModel.updateOne({ slug: 'rainy-day' }, { $set: { title: stored } });

    expect(await wellFormedFeed('/feeds/changes.xml')).toContain('Everyday: ');
    expect(await wellFormedFeed('/feeds/cards.xml')).toContain('Everyday: ');
    expect(await wellFormedFeed('/feeds/posts.xml')).toContain('Everyday');
  });
});
