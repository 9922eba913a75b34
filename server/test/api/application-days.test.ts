import { listingKindByKey } from '@sg-finance/contract';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ApplicationReminderModel } from '../../src/models/application-reminder.model.js';
import { UserModel } from '../../src/models/user.model.js';
import { raiseReminders } from '../../src/services/application-reminders.js';
import { applicationService } from '../../src/services/application.service.js';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
const card = listingKindByKey('card');

/**
 * S$150 for S$800 of spend within 30 days of approval; a claim form from 30 to 60 days after
 * approval; paid 90 to 120 days after approval. Applied on 25 February 2026, approved on 1 March:
 * spend by 31 March, claim from 31 March to 30 April, payout between 30 May and 29 June.
 */
const welcome = {
  value: 150,
  unit: 'SGD',
  minSpend: 800,
  withinDays: 30,
  claim: { method: 'form', fromDays: 30, withinDays: 60 },
  payout: { fromDays: 90, toDays: 120, after: 'approval' },
};

/** A moment, as the clock in Singapore (UTC+8) reads it. */
const singaporeTime = (local: string) => new Date(`${local}+08:00`);

async function approvedApplication() {
  const created = await sendForm(
    request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(card, {
      slug: 'dated-card',
      terms: JSON.stringify({ rewardType: 'cashback', baseRate: 0.3, welcome }),
    }),
  );
  expect(created.status).toBe(201);
  const user = await UserModel.findOne({ email: 'user@example.test' }).lean();
  const userId = String(user!._id);
  const application = await applicationService.create(
    userId,
    {
      kind: 'card',
      productId: (created.body as { _id: string })._id,
      appliedOn: '2026-02-25',
      approvedOn: '2026-03-01',
    },
    singaporeTime('2026-03-01T12:00:00'),
  );
  return { userId, id: application.id };
}

describe('an application’s days, counted in Singapore time', () => {
  it('works out every deadline and the payout window to the day', async () => {
    const { userId, id } = await approvedApplication();

    const answer = await applicationService.find(userId, id, singaporeTime('2026-03-10T09:00:00'));

    expect(answer.deadlines).toEqual([
      { name: 'spend-by', day: '2026-03-31' },
      { name: 'claim-from', day: '2026-03-31' },
      { name: 'claim-by', day: '2026-04-30' },
      { name: 'payout-from', day: '2026-05-30' },
      { name: 'payout-to', day: '2026-06-29' },
    ]);
  });

  it('forfeits the gift at midnight in Singapore after the last day to spend, not before', async () => {
    const { userId, id } = await approvedApplication();

    // 23:59:59 on 31 March in Singapore is 15:59:59 UTC: still the last day.
    const lastMoment = await applicationService.find(
      userId,
      id,
      singaporeTime('2026-03-31T23:59:59'),
    );
    expect(lastMoment.status).toBe('approved');

    // Midnight in Singapore, 16:00 UTC on 31 March: 1 April, the window has closed.
    const nextDay = await applicationService.find(userId, id, singaporeTime('2026-04-01T00:00:00'));
    expect(nextDay).toMatchObject({
      status: 'forfeited',
      reason: 'The minimum spend of S$800 was not met by 2026-03-31',
    });
  });

  it('raises the 7-day reminder from the first Singapore moment 7 days before the last day to spend', async () => {
    await approvedApplication();

    // 23 March, 23:59:59 in Singapore: 8 days before 31 March, nothing is due.
    expect(await raiseReminders(singaporeTime('2026-03-23T23:59:59'))).toBe(0);
    // 24 March, 00:00 in Singapore (16:00 UTC on 23 March): 7 days before.
    expect(await raiseReminders(singaporeTime('2026-03-24T00:00:00'))).toBe(1);

    const reminders = await ApplicationReminderModel.find().lean();
    expect(reminders).toMatchObject([
      { kind: 'due-in-7-days', deadline: 'spend-by', day: '2026-03-31' },
    ]);
  });
});
