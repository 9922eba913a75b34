import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  listingKindByKey,
  type CardTerms,
  type StoredWallet,
  type WalletOptimum,
} from '@sg-finance/contract';
import mongoose from 'mongoose';
import { demoCreditCards } from '../../src/seed/data/credit-cards.js';
import { createWalletOptimumService } from '../../src/services/wallet-optimum.service.js';
import { solveInWorker } from '../../src/services/wallet-optimum-pool.js';
import { walletOptimum, type CatalogueCard } from '../../src/services/wallet-optimum-solve.js';
import { errorBody } from '../support/error-body.js';
import { noSpend } from '../support/no-spend.js';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
const card = listingKindByKey('card');

/** 1% cash back on everything. */
const onePercent: CardTerms = { rewardType: 'cashback', baseRate: 1 };
/** 10% cash back on dining only, at most S$30 a month. */
const dining: CardTerms = {
  rewardType: 'cashback',
  earn: [{ category: 'dining', rate: 10 }],
  monthlyCap: { amount: 30, on: 'reward' },
};
/** 8% cash back on groceries only, at most S$30 a month. */
const groceries: CardTerms = {
  rewardType: 'cashback',
  earn: [{ category: 'groceries', rate: 8 }],
  monthlyCap: { amount: 30, on: 'reward' },
};

const spend = { ...noSpend, dining: 300, groceries: 300, other: 200 };
const profile = { monthlyIncome: 5000, age: 34, residency: 'local' };

async function createCard(slug: string, terms: CardTerms): Promise<string> {
  const created = await sendForm(
    request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(card, { slug, title: slug, terms: JSON.stringify(terms) }),
  ).expect(201);
  return String(created.body._id);
}

/** The three cards, and a wallet holding the 1% card. */
async function walletWithOnePercentCard() {
  const ids = {
    onePercent: await createCard('one-percent', onePercent),
    dining: await createCard('dining', dining),
    groceries: await createCard('groceries', groceries),
  };
  await request(api.app)
    .put('/api/me/wallet')
    .set('Authorization', api.userAuth)
    .send({ products: [{ kind: 'card', id: ids.onePercent }], spend, ...profile })
    .expect(200);
  return ids;
}

function getOptimum(query = '') {
  return request(api.app).get(`/api/me/wallet/optimum${query}`).set('Authorization', api.userAuth);
}

const slugs = (use: WalletOptimum['best']) => use?.cards.map((cardUse) => cardUse.card.slug);

describe('GET /api/me/wallet/optimum', () => {
  it('answers the best use of the cards held, the best set of as many and the gap, with the working', async () => {
    await walletWithOnePercentCard();

    const answer = await getOptimum().expect(200);
    const optimum = answer.body as WalletOptimum;

    expect(answer.headers['cache-control']).toBe('no-store');
    // Held: the 1% card on S$800 a month, S$8 a month = S$96 a year. The best single card:
    // dining, 300 × 10% = S$30 a month (its cap) = S$360 a year. Gap S$264.
    expect(optimum.held?.netSGD).toBeCloseTo(96, 9);
    expect(slugs(optimum.held)).toEqual(['one-percent']);
    expect(optimum.bestSetSize).toBe(1);
    expect(slugs(optimum.best)).toEqual(['dining']);
    expect(optimum.best?.netSGD).toBeCloseTo(360, 9);
    expect(optimum.gapSGD).toBeCloseTo(264, 9);
    expect(optimum.complete).toBe(true);
    expect(optimum.bestBoundSGD).toBeCloseTo(360, 9);
    expect(optimum.best?.cards[0]?.spend).toEqual({ dining: 300, groceries: 300, other: 200 });
    expect(optimum.best?.cards[0]?.working.map((line) => line.text)).toContain(
      'Dining: your S$300.00 a month at 10% = S$30.00 a month',
    );
  });

  it('values miles at what a mile is worth to the person', async () => {
    const milesId = await createCard('two-miles', { rewardType: 'miles', baseRate: 2 });
    await request(api.app)
      .put('/api/me/wallet')
      .set('Authorization', api.userAuth)
      .send({ products: [{ kind: 'card', id: milesId }], spend, ...profile, mileValueCents: 2.5 })
      .expect(200);

    const optimum = (await getOptimum().expect(200)).body as WalletOptimum;

    // S$800 a month × 2 miles = 1,600 miles × 2.5 cents = S$40 a month, S$480 a year (at the
    // site's 1.5 cents it would be S$288).
    expect(optimum.held?.netSGD).toBeCloseTo(480, 9);
  });

  it('answers the best set of the size asked, the cards held among the candidates', async () => {
    await walletWithOnePercentCard();

    const pair = (await getOptimum('?bestSetSize=2').expect(200)).body as WalletOptimum;
    const three = (await getOptimum('?bestSetSize=3').expect(200)).body as WalletOptimum;

    // Dining and groceries: S$30 + S$24 a month = S$648 a year (the other S$200 earns nothing).
    expect(pair.bestSetSize).toBe(2);
    expect(slugs(pair.best)).toEqual(['dining', 'groceries']);
    expect(pair.best?.netSGD).toBeCloseTo(648, 9);
    expect(pair.gapSGD).toBeCloseTo(648 - 96, 9);
    // All three, the held 1% card taking the other S$200: S$2 a month more, S$672 a year.
    expect(three.best?.netSGD).toBeCloseTo(672, 9);
    expect(three.best?.split.other).toEqual([0, 0, 200]);
  });

  it('answers from its cache until the wallet or a card changes', async () => {
    const ids = await walletWithOnePercentCard();
    const first = (await getOptimum().expect(200)).body as WalletOptimum;
    // A change the API does not make keeps the wallet's version (its `updatedAt`): the
    // answer cached for that version is served.
    await mongoose.connection
      .collection('wallets')
      .updateOne({}, { $set: { 'spend.dining': 100 } });
    expect((await getOptimum().expect(200)).body).toEqual(first);

    // Saved through the API: a new version of the wallet. Dining S$100 at 10% = S$120 a year
    // against groceries S$300 at 8% = S$288.
    await request(api.app)
      .put('/api/me/wallet')
      .set('Authorization', api.userAuth)
      .send({
        products: [{ kind: 'card', id: ids.onePercent }],
        spend: { ...spend, dining: 100 },
        ...profile,
      })
      .expect(200);
    const saved = (await getOptimum().expect(200)).body as WalletOptimum;
    expect(slugs(saved.best)).toEqual(['groceries']);
    expect(saved.best?.netSGD).toBeCloseTo(288, 9);

    // A card's terms change: groceries at 3% pays S$108; dining's S$120 is now the best.
    await sendForm(
      request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
      {
        id: ids.groceries,
        terms: JSON.stringify({ ...groceries, earn: [{ category: 'groceries', rate: 3 }] }),
      },
    ).expect(200);
    const edited = (await getOptimum().expect(200)).body as WalletOptimum;
    expect(slugs(edited.best)).toEqual(['dining']);
    expect(edited.best?.netSGD).toBeCloseTo(120, 9);
  });

  it.each([
    ['0', '?bestSetSize=0'],
    ['6', '?bestSetSize=6'],
    ['not a number', '?bestSetSize=three'],
    ['not whole', '?bestSetSize=2.5'],
  ])('answers 400 for a set size of %s', async (_name, query) => {
    await walletWithOnePercentCard();

    const answer = await getOptimum(query).expect(400);

    expect(answer.body).toEqual(errorBody('bestSetSize: must be a whole number from 1 to 5'));
  });

  it('answers 401 without a token', async () => {
    const answer = await request(api.app).get('/api/me/wallet/optimum').expect(401);

    expect(answer.body).toEqual(errorBody('Please sign in to do this'));
  });

  it('answers 404 before the user saves a wallet', async () => {
    const answer = await getOptimum().expect(404);

    expect(answer.body).toEqual(errorBody('Save your wallet first: there is none yet'));
  });
});

describe('the wallet optimum under its time limit', () => {
  const catalogue: CatalogueCard[] = demoCreditCards.map((demo, at) => ({
    _id: `card-${at}`,
    title: `Card ${at}`,
    slug: `card-${at}`,
    category: 'DBS',
    terms: demo.terms as CardTerms,
  }));
  const wallet: StoredWallet = {
    products: [],
    spend: {
      ...(noSpend as StoredWallet['spend']),
      dining: 500,
      groceries: 400,
      online: 300,
      overseas: 200,
      other: 300,
    },
    monthlyIncome: 5000,
    age: 34,
    residency: 'local',
    updatedAt: new Date(0).toISOString(),
  };

  it('answers on the solver thread what the solve answers on this one', async () => {
    const held = { ...wallet, products: [{ kind: 'card' as const, id: 'card-3' }] };

    const here = await walletOptimum(held, catalogue, 2);
    const there = await solveInWorker({ wallet: held, catalogue, bestSetSize: 2, limits: {} });

    expect(there).toEqual(here);
    expect(there.complete).toBe(true);
  });

  it('says when it stopped before proving the best set, and how much a set can pay at most', async () => {
    const exact = await walletOptimum(wallet, catalogue, 3);
    const stopped = await walletOptimum(wallet, catalogue, 3, { timeLimitMs: 0 });

    expect(exact.complete).toBe(true);
    expect(exact.bestBoundSGD).toBeCloseTo(exact.best?.netSGD ?? NaN, 9);
    expect(stopped.complete).toBe(false);
    expect(stopped.best?.netSGD).toBeLessThanOrEqual((exact.best?.netSGD ?? 0) + 1e-6);
    expect(stopped.bestBoundSGD).toBeGreaterThanOrEqual((exact.best?.netSGD ?? 0) - 1e-6);
  });
});

describe('the wallet optimum cache', () => {
  async function savedWalletUserId(): Promise<string> {
    await walletWithOnePercentCard();
    const stored = await mongoose.connection.collection('wallets').findOne({});
    return String(stored?.userId);
  }

  it('keeps a proven answer for the same wallet and catalogue', async () => {
    const userId = await savedWalletUserId();
    const optimums = createWalletOptimumService();

    const first = await optimums.find(userId, 2);
    const again = await optimums.find(userId, 2);

    expect(first.complete).toBe(true);
    expect(again).toBe(first);
  });

  it('solves again after an answer that stopped at its time limit, and says it stopped', async () => {
    const userId = await savedWalletUserId();
    const optimums = createWalletOptimumService(undefined, { timeLimitMs: 0, heldTimeLimitMs: 0 });

    const first = await optimums.find(userId, 2);
    const again = await optimums.find(userId, 2);

    expect(first.complete).toBe(false);
    expect(again.complete).toBe(false);
    expect(again).not.toBe(first);
    // The held card's use without the solver: all S$800 on the 1% card, S$96 a year.
    expect(again.held?.netSGD).toBeCloseTo(96, 9);
  });
});
