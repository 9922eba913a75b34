import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { specBankNames, listingKinds, type Provider } from '@sg-finance/contract';
import { listingModel, type Listing } from '../../src/models/listing.model.js';
import { ProviderModel } from '../../src/models/provider.model.js';
import { ensureProviders } from '../../src/services/provider.service.js';
import { errorBody } from '../support/error-body.js';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
const [card, investment] = listingKinds as [(typeof listingKinds)[0], (typeof listingKinds)[0]];

const trust = { name: 'Trust Bank', kind: 'digital bank', website: 'https://trustbank.sg/' };

function createProvider(body: object, auth = api.adminAuth) {
  return request(api.app).post('/api/providers').set('Authorization', auth).send(body);
}

async function providerNames(): Promise<string[]> {
  const response = await request(api.app).get('/api/providers').expect(200);
  return (response.body as Provider[]).map((provider) => provider.name);
}

function createListing(kind: typeof card, category: string) {
  return sendForm(
    request(api.app).post(`${kind.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(kind, { category }),
  );
}

describe('GET /api/providers', () => {
  it("answers the spec's nine banks in the spec's order to anyone, then others by name", async () => {
    expect(await providerNames()).toEqual(specBankNames);

    await createProvider({ name: 'moomoo', kind: 'broker' }).expect(201);
    await createProvider({ name: 'AIA', kind: 'insurer' }).expect(201);

    expect(await providerNames()).toEqual([...specBankNames, 'AIA', 'moomoo']);
  });
});

describe('POST /api/providers', () => {
  it('creates a provider that the list shows at once', async () => {
    const created = await createProvider(trust).expect(201);

    expect(created.body).toMatchObject({ ...trust, logo: '' });
    const listed = await request(api.app).get('/api/providers').expect(200);
    expect(listed.body.at(-1)).toEqual(created.body);
    expect(listed.body.at(-1).nameKey).toBeUndefined();
  });

  it('answers 409 to a name that exists, whatever its case, and stores nothing', async () => {
    await createProvider(trust).expect(201);
    const before = await api.snapshot();

    const again = await createProvider({ ...trust, name: ' trust bank ' }).expect(409);

    expect(again.body).toEqual(errorBody('A provider named "Trust Bank" already exists'));
    const spec = await createProvider({ name: 'dbs', kind: 'bank' }).expect(409);
    expect(spec.body).toEqual(errorBody('A provider named "DBS" already exists'));
    expect(await api.snapshot()).toEqual(before);
  });

  it.each([
    [{ ...trust, name: '' }, 'name: is required'],
    [{ ...trust, name: '2024' }, 'name: must contain a letter'],
    [{ ...trust, kind: 'shop' }, 'kind: must be one of bank, digital bank, insurer, broker'],
    [{ name: 'GXS Bank' }, 'kind: is required'],
    [{ ...trust, website: 'javascript:alert(1)' }, 'website: must be an http(s) address'],
    [{ ...trust, logo: '/etc/passwd' }, 'logo: must be an uploaded image or an http(s) address'],
    [{ ...trust, isAdmin: true }, 'Unrecognized key: "isAdmin"'],
  ])('refuses bad input with a message and stores nothing (%#)', async (body, message) => {
    const answer = await createProvider(body).expect(400);

    expect(answer.body).toEqual(errorBody(message));
    expect(await ProviderModel.countDocuments()).toBe(specBankNames.length);
  });

  it('keeps a logo given as an http(s) address', async () => {
    const logo = 'https://trustbank.sg/logo.png';
    const created = await createProvider({ ...trust, logo }).expect(201);
    expect(created.body.logo).toBe(logo);
  });

  it('answers 401 without a session and 403 to a visitor, storing nothing', async () => {
    await request(api.app).post('/api/providers').send(trust).expect(401);
    await createProvider(trust, api.userAuth).expect(403);
    expect(await providerNames()).toEqual(specBankNames);
  });
});

describe('look-alike provider names', () => {
  const lookalike = (name: string, holder: string) =>
    errorBody(
      `"${name}" looks like the existing provider "${holder}": choose a name that cannot be mistaken for it`,
    );

  it.each([
    ['with a zero-width space', 'D\u200bBS', errorBody('A provider named "DBS" already exists')],
    [
      'in full-width letters',
      '\uFF24\uFF22\uFF33',
      errorBody('A provider named "DBS" already exists'),
    ],
    [
      'with a right-to-left override',
      '\u202eDBS',
      errorBody('A provider named "DBS" already exists'),
    ],
    ['with a Cyrillic letter', 'D\u0412S', lookalike('D\u0412S', 'DBS')],
    ['with a zero for an O', '0CBC', lookalike('0CBC', 'OCBC')],
    [
      'with Cyrillic letters of the same look',
      'P\u041eS\u0412',
      lookalike('P\u041eS\u0412', 'POSB'),
    ],
  ])('refuses "DBS" %s with 409, storing nothing', async (_case, name, body) => {
    const response = await createProvider({ name, kind: 'bank' }).expect(409);
    expect(response.body).toEqual(body);
    expect(await ProviderModel.countDocuments()).toBe(specBankNames.length);
  });

  it('stores a new name normalised, and refuses a renaming into a look-alike', async () => {
    const created = await createProvider({ ...trust, name: ' Trust\u200b\u00a0\uFF22ank ' }).expect(
      201,
    );
    expect(created.body.name).toBe('Trust Bank');

    const renamed = await request(api.app)
      .put(`/api/providers/${created.body._id}`)
      .set('Authorization', api.adminAuth)
      .send({ ...trust, name: 'H5BC', kind: 'bank' })
      .expect(200);
    expect(renamed.body.name).toBe('H5BC');
    const refused = await request(api.app)
      .put(`/api/providers/${created.body._id}`)
      .set('Authorization', api.adminAuth)
      .send({ ...trust, name: 'U0B' })
      .expect(409);
    expect(refused.body).toEqual(lookalike('U0B', 'UOB'));
  });

  it('re-keys providers stored with the older key (the name in lower case) at start-up', async () => {
    await createProvider({ name: 'Maybank', kind: 'bank' }).expect(201);
    await ProviderModel.updateOne({ name: 'Maybank' }, { $set: { nameKey: 'maybank' } });

    await ensureProviders();
    const response = await createProvider({ name: 'Mayb\u0430nk', kind: 'bank' }).expect(409);
    expect(response.body).toEqual(lookalike('Mayb\u0430nk', 'Maybank'));
  });

  it("finds a listing's provider by its normalised name", async () => {
    const created = await createListing(card, '\uFF24\uFF22\uFF33');
    expect(created.status).toBe(201);
    expect(created.body.category).toBe('DBS');
  });
});

describe('a listing of a provider', () => {
  it('is accepted once an administrator has added the provider', async () => {
    const refused = await createListing(card, 'Trust Bank').expect(400);
    expect(refused.body).toEqual(
      errorBody(
        'category: "Trust Bank" is not a provider; an administrator adds it on the Providers page first',
      ),
    );
    expect(await listingModel(card).countDocuments()).toBe(0);

    await createProvider(trust).expect(201);
    const created = await createListing(card, 'Trust Bank').expect(201);

    expect(created.body.category).toBe('Trust Bank');
    const listed = await request(api.app).get(`${card.apiPath}?category=Trust%20Bank`).expect(200);
    expect(listed.body.map((listing: { _id: string }) => listing._id)).toEqual([created.body._id]);
  });

  it('cannot be moved to an unknown provider', async () => {
    const created = await createListing(card, 'DBS').expect(201);

    const moved = await sendForm(
      request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
      { id: String(created.body._id), category: 'Nowhere Bank' },
    ).expect(400);

    expect(moved.body.message).toBe(
      'category: "Nowhere Bank" is not a provider; an administrator adds it on the Providers page first',
    );
    expect((await listingModel(card).findById(created.body._id).lean())?.category).toBe('DBS');
  });
});

describe('GET /api/K/counts/providers with providers', () => {
  it("answers the spec's nine first, then the providers that have products of the kind", async () => {
    await createProvider(trust).expect(201);
    await createProvider({ name: 'AIA', kind: 'insurer' }).expect(201);
    await createProvider({ name: 'GXS Bank', kind: 'digital bank' }).expect(201);
    await createListing(card, 'Trust Bank').expect(201);
    await createListing(card, 'AIA').expect(201);
    await createListing(card, 'DBS').expect(201);
    await createListing(investment, 'GXS Bank').expect(201);

    const counts = await request(api.app).get(`${card.apiPath}/counts/providers`).expect(200);

    // Key order is the chips' order: the nine as the spec lists them, then AIA before Trust Bank.
    expect(Object.keys(counts.body.banks)).toEqual([...specBankNames, 'AIA', 'Trust Bank']);
    expect(counts.body.total).toBe(3);
    expect(counts.body.banks).toMatchObject({ AIA: 1, 'Trust Bank': 1, DBS: 1, UOB: 0 });

    // A search that leaves Trust Bank out still shows its chip, at 0, so the chips stay put.
    const searched = await request(api.app)
      .get(`${card.apiPath}/counts/providers?q=nothing-like-this`)
      .expect(200);
    expect(Object.keys(searched.body.banks)).toEqual([...specBankNames, 'AIA', 'Trust Bank']);
    expect(searched.body.total).toBe(0);
  });
});

describe('a provider deleted while a listing naming it is saved', () => {
  const deleteProvider = (id: string) =>
    request(api.app).delete(`/api/providers/${id}`).set('Authorization', api.adminAuth);

  it('is not deleted while a save holds it, with a message to try again', async () => {
    const created = await createProvider(trust).expect(201);
    const hold = { id: 'a-save-under-way', until: new Date(Date.now() + 60_000) };
    await ProviderModel.updateOne({ _id: created.body._id }, { $push: { holds: hold } });

    const refused = await deleteProvider(created.body._id).expect(409);
    expect(refused.body).toEqual(
      errorBody(
        '"Trust Bank" cannot be deleted now: a listing naming it is being saved. Try again in a moment.',
      ),
    );
    expect(await providerNames()).toContain('Trust Bank');

    // A hold whose save died ends by itself.
    await ProviderModel.updateOne(
      { _id: created.body._id },
      { $set: { 'holds.0.until': new Date(Date.now() - 1000) } },
    );
    await deleteProvider(created.body._id).expect(200);
  });

  it('takes no new listing while its deletion is under way', async () => {
    const created = await createProvider(trust).expect(201);
    await ProviderModel.updateOne(
      { _id: created.body._id },
      { $set: { retiringUntil: new Date(Date.now() + 60_000) } },
    );

    const refused = await createListing(card, 'Trust Bank');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(
      errorBody(
        'category: "Trust Bank" is not a provider; an administrator adds it on the Providers page first',
      ),
    );
    expect(await listingModel(card).countDocuments()).toBe(0);
  });

  it('never leaves a listing naming no provider, in 10 rounds of both at once', async () => {
    for (let round = 0; round < 10; round += 1) {
      const created = await createProvider({ ...trust, name: `Trust ${round}` }).expect(201);
      const [listing, deletion] = await Promise.all([
        createListing(card, `Trust ${round}`),
        deleteProvider(created.body._id),
      ]);
      const providerLeft = await ProviderModel.exists({ name: `Trust ${round}` });
      const listingsNamingIt = await listingModel(card).countDocuments({
        category: `Trust ${round}`,
      });
      expect([listing.status, deletion.status, listingsNamingIt]).toEqual(
        providerLeft ? [201, 409, 1] : [400, 200, 0],
      );
    }
  });
});

describe('PUT /api/providers/:id', () => {
  it('changes a provider, keeping its name free of duplicates', async () => {
    const created = await createProvider(trust).expect(201);
    const url = `/api/providers/${String(created.body._id)}`;

    const changed = await request(api.app)
      .put(url)
      .set('Authorization', api.adminAuth)
      .send({ ...trust, name: 'Trust', website: 'https://trustbank.sg/cards' })
      .expect(200);
    expect(changed.body).toMatchObject({ name: 'Trust', website: 'https://trustbank.sg/cards' });
    expect(await providerNames()).toContain('Trust');

    const clash = await request(api.app)
      .put(url)
      .set('Authorization', api.adminAuth)
      .send({ ...trust, name: 'OCBC' })
      .expect(409);
    expect(clash.body).toEqual(errorBody('A provider named "OCBC" already exists'));
  });

  it('refuses to rename a provider that listings name, and changes nothing', async () => {
    const created = await createProvider(trust).expect(201);
    await createListing(card, 'Trust Bank').expect(201);
    await createListing(investment, 'Trust Bank').expect(201);
    await createListing(investment, 'Trust Bank').expect(201);

    const renamed = await request(api.app)
      .put(`/api/providers/${String(created.body._id)}`)
      .set('Authorization', api.adminAuth)
      .send({ ...trust, name: 'Trust' })
      .expect(409);

    expect(renamed.body).toEqual(
      errorBody(
        '"Trust Bank" cannot be renamed: 1 credit card, 2 investments name it. Move them to another provider first.',
      ),
    );
    expect(await providerNames()).toContain('Trust Bank');
  });

  it('answers 404 to an unknown id', async () => {
    const answer = await request(api.app)
      .put('/api/providers/0123456789abcdef01234567')
      .set('Authorization', api.adminAuth)
      .send(trust)
      .expect(404);
    expect(answer.body).toEqual(errorBody('Provider not found'));
  });
});

describe('DELETE /api/providers/:id', () => {
  it('deletes a provider no listing names', async () => {
    const created = await createProvider(trust).expect(201);

    const answer = await request(api.app)
      .delete(`/api/providers/${String(created.body._id)}`)
      .set('Authorization', api.adminAuth)
      .expect(200);

    expect(answer.body).toEqual({ message: 'Provider Deleted!' });
    expect(await providerNames()).toEqual(specBankNames);
  });

  it('refuses to delete a provider that listings name, with what names it', async () => {
    const created = await createProvider(trust).expect(201);
    await createListing(card, 'Trust Bank').expect(201);
    const before = await api.snapshot();

    const answer = await request(api.app)
      .delete(`/api/providers/${String(created.body._id)}`)
      .set('Authorization', api.adminAuth)
      .expect(409);

    expect(answer.body).toEqual(
      errorBody(
        '"Trust Bank" cannot be deleted: 1 credit card names it. Move it to another provider or delete it first.',
      ),
    );
    expect(await api.snapshot()).toEqual(before);
  });

  it("refuses to delete or rename one of the spec's nine, which may still be edited", async () => {
    const dbs = await ProviderModel.findOne({ name: 'DBS' }).lean();
    const url = `/api/providers/${String(dbs?._id)}`;

    const deleted = await request(api.app)
      .delete(url)
      .set('Authorization', api.adminAuth)
      .expect(409);
    expect(deleted.body).toEqual(
      errorBody(
        `"DBS" is one of the spec's nine banks, which every database keeps: it cannot be deleted`,
      ),
    );
    const renamed = await request(api.app)
      .put(url)
      .set('Authorization', api.adminAuth)
      .send({ name: 'DBS Bank', kind: 'bank' })
      .expect(409);
    expect(renamed.body.message).toBe(
      `"DBS" is one of the spec's nine banks, which every database keeps: it cannot be renamed`,
    );

    const logo = 'https://www.dbs.com.sg/logo.png';
    const edited = await request(api.app)
      .put(url)
      .set('Authorization', api.adminAuth)
      .send({ name: 'DBS', kind: 'bank', website: 'https://www.dbs.com.sg/', logo })
      .expect(200);
    expect(edited.body).toMatchObject({ name: 'DBS', logo });
    expect(await providerNames()).toEqual(specBankNames);
  });

  it('answers 403 to a visitor', async () => {
    const created = await createProvider(trust).expect(201);
    await request(api.app)
      .delete(`/api/providers/${String(created.body._id)}`)
      .set('Authorization', api.userAuth)
      .expect(403);
    expect(await providerNames()).toContain('Trust Bank');
  });
});

describe('providers at start-up', () => {
  it("adds the spec's missing banks and a provider for each category listings name", async () => {
    await ProviderModel.deleteOne({ name: 'DBS' });
    await ProviderModel.deleteOne({ name: 'UOB' });
    await listingModel(card).create([
      { title: 'Old', slug: 'old', category: 'Maybank' },
      { title: 'Older', slug: 'older', category: 'DBS' },
    ] as Listing[]);

    expect(await ensureProviders()).toBe(3);

    expect(await providerNames()).toEqual([...specBankNames, 'Maybank']);
    const maybank = await ProviderModel.findOne({ name: 'Maybank' }).lean();
    expect(maybank).toMatchObject({ kind: 'bank', website: '', logo: '' });
    expect(await ensureProviders()).toBe(0);
  });
});
