import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingKinds, WALLET_MAX_PRODUCTS } from '@sg-finance/contract';
import { UserModel } from '../../src/models/user.model.js';
import { WalletModel } from '../../src/models/wallet.model.js';
import { signToken } from '../../src/services/token.service.js';
import { errorBody } from '../support/error-body.js';
import { noSpend } from '../support/no-spend.js';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { testPassword, useTestApi } from '../support/test-api.js';

const api = useTestApi();
const [card, , , loan] = listingKinds as [
  (typeof listingKinds)[0],
  (typeof listingKinds)[0],
  (typeof listingKinds)[0],
  (typeof listingKinds)[0],
];

async function createListing(kind: typeof card, title: string): Promise<string> {
  const created = await sendForm(
    request(api.app).post(`${kind.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(kind, { title }),
  ).expect(201);
  return String(created.body._id);
}

function putWallet(body: object, auth = api.userAuth) {
  return request(api.app).put('/api/me/wallet').set('Authorization', auth).send(body);
}

function getWallet(auth = api.userAuth) {
  return request(api.app).get('/api/me/wallet').set('Authorization', auth);
}

const profile = { monthlyIncome: 5000, age: 34, residency: 'local' };

/** A second ordinary account, signed in. */
async function otherUserAuth(): Promise<string> {
  const other = await UserModel.create({
    name: 'Olga Other',
    email: 'other@example.test',
    passwordHash: 'not-a-real-hash',
    isAdmin: false,
  });
  return `Bearer ${signToken(other._id.toString(), api.config)}`;
}

describe('GET /api/me/wallet', () => {
  it('answers null before the user saves a wallet', async () => {
    const answer = await getWallet().expect(200);

    expect(answer.body).toBeNull();
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 without a token and stores nothing', async () => {
    const answer = await request(api.app).get('/api/me/wallet').expect(401);
    expect(answer.body).toEqual(errorBody('Please sign in to do this'));
    await request(api.app).put('/api/me/wallet').send(profile).expect(401);
    expect(await WalletModel.countDocuments()).toBe(0);
  });
});

describe('PUT /api/me/wallet', () => {
  it('saves held products of any kind, the spend profile and the profile, and reads them back', async () => {
    const cardId = await createListing(card, 'Held card');
    const loanId = await createListing(loan, 'Held loan');
    const body = {
      products: [
        { kind: 'card', id: cardId },
        { kind: 'loan', id: loanId },
      ],
      spend: { dining: 400, online: 250.5 },
      ...profile,
    };

    const saved = await putWallet(body).expect(200);

    const expected = {
      ...body,
      spend: { ...noSpend, dining: 400, online: 250.5 },
      closedProducts: [],
      usPerson: false,
    };
    expect(saved.body).toEqual({ ...expected, updatedAt: expect.any(String) });
    expect((await getWallet().expect(200)).body).toEqual(saved.body);
    const changed = await putWallet({ ...body, products: [], age: 35 }).expect(200);
    expect(changed.body).toMatchObject({ products: [], age: 35 });
    expect(await WalletModel.countDocuments()).toBe(1);
  });

  it('saves products closed with their day and whether the person is a US person', async () => {
    const cardId = await createListing(card, 'Closed card');
    const body = {
      ...profile,
      closedProducts: [{ kind: 'card', id: cardId, closedOn: '2025-12-28' }],
      usPerson: true,
    };

    const saved = await putWallet(body).expect(200);

    expect(saved.body).toMatchObject({
      closedProducts: [{ kind: 'card', id: cardId, closedOn: '2025-12-28' }],
      usPerson: true,
    });
    expect((await getWallet().expect(200)).body).toEqual(saved.body);
    const cleared = await putWallet(profile).expect(200);
    expect(cleared.body).toMatchObject({ closedProducts: [], usPerson: false });
  });

  it('saves what a mile is worth to the person, and forgets it when left blank', async () => {
    const saved = await putWallet({ ...profile, mileValueCents: 2.1 }).expect(200);

    expect(saved.body).toMatchObject({ mileValueCents: 2.1 });
    expect((await getWallet().expect(200)).body).toEqual(saved.body);
    const blank = await putWallet(profile).expect(200);
    expect(blank.body).not.toHaveProperty('mileValueCents');
    expect(await WalletModel.findOne().lean().orFail()).not.toHaveProperty('mileValueCents');
  });

  it('reads a wallet saved before closed products were asked as having none', async () => {
    const user = await UserModel.findOne({ email: 'user@example.test' }).orFail();
    await WalletModel.collection.insertOne({
      userId: user._id,
      products: [],
      spend: noSpend,
      ...profile,
      createdAt: new Date(),
      updatedAt: new Date(),
    });

    const answer = await getWallet().expect(200);

    expect(answer.body).toMatchObject({ closedProducts: [], usPerson: false, age: 34 });
  });

  it('answers 400 naming a closed product that no listing has, and stores nothing', async () => {
    const unknown = '0123456789abcdef01234567';

    const answer = await putWallet({
      ...profile,
      closedProducts: [{ kind: 'card', id: unknown, closedOn: '2025-01-31' }],
    }).expect(400);

    expect(answer.body).toEqual(
      errorBody(`closedProducts.0: no credit card has the id ${unknown}`),
    );
    expect(await WalletModel.countDocuments()).toBe(0);
  });

  it('keeps each user to their own wallet, whatever the body says', async () => {
    const cardId = await createListing(card, 'Held card');
    const otherAuth = await otherUserAuth();
    await putWallet({ products: [{ kind: 'card', id: cardId }], ...profile }).expect(200);

    expect((await getWallet(otherAuth).expect(200)).body).toBeNull();
    const refused = await putWallet({ ...profile, userId: api.adminId }, otherAuth).expect(400);
    expect(refused.body).toEqual(errorBody('Unrecognized key: "userId"'));

    await putWallet({ ...profile, age: 60 }, otherAuth).expect(200);
    expect((await getWallet().expect(200)).body).toMatchObject({
      age: 34,
      products: [{ kind: 'card', id: cardId }],
    });
    expect((await getWallet(otherAuth).expect(200)).body).toMatchObject({ age: 60, products: [] });
    expect(await WalletModel.countDocuments()).toBe(2);
  });

  it('answers 400 naming a product id that no listing of its kind has, and stores nothing', async () => {
    const cardId = await createListing(card, 'Held card');
    const unknown = '0123456789abcdef01234567';

    const answer = await putWallet({
      products: [
        { kind: 'card', id: cardId },
        { kind: 'card', id: unknown },
      ],
      ...profile,
    }).expect(400);

    expect(answer.body).toEqual(errorBody(`products.1: no credit card has the id ${unknown}`));
    const wrongKind = await putWallet({ products: [{ kind: 'loan', id: cardId }], ...profile });
    expect(wrongKind.body).toEqual(errorBody(`products.0: no loan has the id ${cardId}`));
    expect(await WalletModel.countDocuments()).toBe(0);
  });

  it.each([
    [{ spend: { dining: -5 } }, 'spend.dining: must not be negative'],
    [{ spend: { coffee: 5 } }, 'spend: Unrecognized key: "coffee"'],
    [{ spend: { online: '12' } }, 'spend.online: must be a number'],
    [{ monthlyIncome: -1 }, 'monthlyIncome: must not be negative'],
    [{ age: 17 }, 'age: must be at least 18'],
    [{ age: 30.5 }, 'age: must be a whole number'],
    [{ residency: 'tourist' }, 'residency: must be one of local, foreigner'],
    [
      { products: [{ kind: 'car', id: '0123456789abcdef01234567' }] },
      'products.0.kind: must be one of card, investment, insurance, loan, saving, deposit',
    ],
    [
      { products: [{ kind: 'card', id: 'x' }] },
      'products.0.id: must be a product id (24 hexadecimal digits)',
    ],
    [
      {
        products: Array.from({ length: WALLET_MAX_PRODUCTS + 1 }, (_, index) => ({
          kind: 'card',
          id: index.toString(16).padStart(24, '0'),
        })),
      },
      'products: must hold at most 20 products',
    ],
    [
      {
        products: [
          { kind: 'card', id: '0123456789abcdef01234567' },
          { kind: 'card', id: '0123456789abcdef01234567' },
        ],
      },
      'products: must give each product once',
    ],
    [
      { closedProducts: [{ kind: 'card', id: '0123456789abcdef01234567' }] },
      'closedProducts.0.closedOn: is required',
    ],
    [
      {
        closedProducts: [{ kind: 'card', id: '0123456789abcdef01234567', closedOn: '31/01/2025' }],
      },
      'closedProducts.0.closedOn: must be a date as YYYY-MM-DD',
    ],
    [
      {
        closedProducts: [{ kind: 'card', id: '0123456789abcdef01234567', closedOn: '2999-01-01' }],
      },
      'closedProducts.0.closedOn: must not be after today',
    ],
    [{ closedProducts: 'hsbc' }, 'closedProducts: must be a list of closed products'],
    [{ usPerson: 'no' }, 'usPerson: must be yes or no'],
    [{ mileValueCents: 0 }, 'mileValueCents: must be more than 0'],
    [{ mileValueCents: 25 }, 'mileValueCents: must be at most 20'],
    [{ mileValueCents: '2' }, 'mileValueCents: must be a number'],
  ])('refuses bad input with a message and stores nothing (%#)', async (change, message) => {
    const before = await api.snapshot();

    const answer = await putWallet({ ...profile, ...change }).expect(400);

    expect(answer.body).toEqual(errorBody(message));
    expect(await api.snapshot()).toEqual(before);
  });

  it('keeps the saved wallet as it was when a change is refused', async () => {
    await putWallet({ ...profile, spend: { dining: 100 } }).expect(200);
    const saved = (await getWallet().expect(200)).body;

    await putWallet({ ...profile, spend: { dining: -100 } }).expect(400);

    expect((await getWallet().expect(200)).body).toEqual(saved);
  });
});

describe('the wallet as personal data', () => {
  it('comes with the data download and goes with the account, leaving others’ wallets', async () => {
    const otherAuth = await otherUserAuth();
    await putWallet({ ...profile, spend: { dining: 120 } }).expect(200);
    await putWallet({ ...profile, age: 60 }, otherAuth).expect(200);

    const data = await request(api.app)
      .get('/api/me/data')
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(data.body.wallet).toMatchObject({ age: 34, spend: { dining: 120 } });

    await request(api.app)
      .delete('/api/me')
      .set('Authorization', api.userAuth)
      .send({ password: testPassword })
      .expect(200);
    expect(await WalletModel.countDocuments()).toBe(1);
    expect((await getWallet(otherAuth).expect(200)).body).toMatchObject({ age: 60 });
  });
});
