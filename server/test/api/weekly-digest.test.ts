import { listingKindByKey, singaporeDay } from '@sg-finance/contract';
import { addDays, monthsBefore } from '@sg-finance/finance';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/mail/index.js';
import { UserModel } from '../../src/models/user.model.js';
import { digestOf, sendWeeklyDigests } from '../../src/services/weekly-digest.js';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { emptyOutbox, messagesTo } from '../support/outbox.js';
import { useTestApi } from '../support/test-api.js';

const site = 'https://compare.example.sg';
const api = useTestApi({ SITE_URL: site });
const card = listingKindByKey('card');
const userEmail = 'user@example.test';
const today = singaporeDay(new Date());

interface Saved {
  _id: string;
}

/** A card of `category` with one current offer and, when given, a welcome offer's terms. */
async function createCard(
  title: string,
  category: string,
  welcome?: object,
  offer: object = {},
): Promise<Saved> {
  const slug = title.toLowerCase().replaceAll(' ', '-');
  const response = await sendForm(
    request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(card, {
      title,
      slug,
      category,
      rewardOffer: JSON.stringify([
        { description: `${title} gift`, tag: 'New', link: 'https://example.sg/', ...offer },
      ]),
      terms: JSON.stringify({
        rewardType: 'cashback',
        baseRate: 1,
        ...(welcome && { welcome: { value: 200, unit: 'SGD', ...welcome } }),
      }),
    }),
  );
  expect(response.status).toBe(201);
  return response.body as Saved;
}

const newToBank = { newToBankOnly: true };

/**
 * The user's catalogue, hand-worked on `today`: they hold a Standard Chartered card, closed an
 * HSBC card 11 months ago, applied for a DBS card 10 days ago, earn S$6,000 a month
 * (S$72,000 a year) and are a US person.
 */
async function catalogueAndCustomer() {
  const cards = {
    citi: await createCard('Citi Rewards Card', 'Citibank', newToBank),
    cimb: await createCard('CIMB Visa Signature', 'CIMB'),
    altitude: await createCard('DBS Altitude Card', 'DBS', newToBank),
    liveFresh: await createCard('DBS Live Fresh Card', 'DBS'),
    revolution: await createCard('HSBC Revolution Card', 'HSBC', newToBank),
    travelOne: await createCard('HSBC TravelOne Card', 'HSBC', { newToCardMonths: 12 }),
    ocbc: await createCard('OCBC 365 Card', 'OCBC', { minIncome: 120_000 }),
    uob: await createCard('UOB One Card', 'UOB', { usPersonsExcluded: true }),
    simplyCash: await createCard('SC Simply Cash Card', 'Standard Chartered'),
    amex: await createCard('AMEX True Cashback', 'American Express', newToBank, {
      expiresAt: addDays(today, -1),
    }),
  };
  await request(api.app)
    .put('/api/me/wallet')
    .set('Authorization', api.userAuth)
    .send({
      products: [{ kind: 'card', id: cards.simplyCash._id }],
      closedProducts: [
        { kind: 'card', id: cards.travelOne._id, closedOn: monthsBefore(today, 11) },
      ],
      monthlyIncome: 6000,
      age: 34,
      residency: 'local',
      usPerson: true,
    })
    .expect(200);
  await request(api.app)
    .post('/api/me/applications')
    .set('Authorization', api.userAuth)
    .send({ kind: 'card', productId: cards.liveFresh._id, appliedOn: addDays(today, -10) })
    .expect(201);
  const user = await UserModel.findOne({ email: userEmail }).lean();
  return user!._id;
}

beforeEach(() => emptyOutbox(api));

describe('the weekly digest’s offers you could still get', () => {
  it('names only the offers the user would get, none held or applied for', async () => {
    const userId = await catalogueAndCustomer();

    const { couldGet } = await digestOf(userId, today);

    // Left out: SC Simply Cash (held), DBS Live Fresh (applied for), DBS Altitude (new to DBS,
    // and a DBS card was applied for 10 days ago), HSBC Revolution (new to HSBC, an HSBC card
    // closed 11 months ago), HSBC TravelOne (not for who held it in 12 months), OCBC 365
    // (S$120,000 a year asked, S$72,000 earned), UOB One (not for US persons), AMEX True
    // Cashback (its offer ended yesterday).
    expect(couldGet.map((line) => line.title).sort()).toEqual([
      'CIMB Visa Signature',
      'Citi Rewards Card',
    ]);
  });

  it('mails those offers alone in the digest', async () => {
    await catalogueAndCustomer();
    await request(api.app)
      .put('/api/me/notification-settings')
      .set('Authorization', api.userAuth)
      .send({ remindersOff: [], digest: true })
      .expect(200);

    const mail = { mailer: createMailer(api.config.mail), siteUrl: site };
    expect(await sendWeeklyDigests(mail, api.config.jwtSecret)).toBe(1);

    const [digest] = await messagesTo(api, userEmail);
    const offers = digest!.text
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .sort();
    expect(offers).toEqual([
      `- CIMB Visa Signature: CIMB Visa Signature gift (${site}/cards/cimb-visa-signature)`,
      `- Citi Rewards Card: Citi Rewards Card gift (${site}/cards/citi-rewards-card)`,
    ]);
  });
});
