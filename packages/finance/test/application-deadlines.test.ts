import { describe, expect, it } from 'vitest';
import {
  addDays,
  applicationDeadlines,
  applicationState,
  daysBetween,
  dueReminders,
  spendByDay,
  spendProgress,
} from '../src/index.js';
import type { WelcomeTerms } from '@sg-finance/contract';

/** S$800 within 30 days of approval; a form from 60 to 90 days after approval; paid 90-120 days after the claim. */
const formOffer: WelcomeTerms = {
  minSpend: 800,
  withinDays: 30,
  spendWindowFrom: 'approval',
  claim: { method: 'form', fromDays: 60, withinDays: 90, from: 'approval' },
  payout: { fromDays: 90, toDays: 120, after: 'claim' },
  expiresAt: '2026-12-31',
};

/** S$500 within 60 days of activation; credited automatically 30-60 days after the spend is met. */
const automaticOffer: WelcomeTerms = {
  minSpend: 500,
  withinDays: 60,
  spendWindowFrom: 'activation',
  claim: { method: 'automatic' },
  payout: { fromDays: 30, toDays: 60, after: 'spendMet' },
};

describe('calendar days', () => {
  it('crosses month and leap-year ends', () => {
    expect(addDays('2026-01-30', 2)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-28', '2026-12-05')).toBe(7);
  });
});

describe('spendByDay', () => {
  it('ends the window withinDays after the approval day: 1 March + 30 days is 31 March', () => {
    expect(spendByDay(formOffer, { appliedOn: '2026-02-25', approvedOn: '2026-03-01' })).toBe(
      '2026-03-31',
    );
  });

  it('counts from activation when the offer says so, and knows no day before it', () => {
    const days = { appliedOn: '2026-02-25', approvedOn: '2026-03-01' };
    expect(spendByDay(automaticOffer, days)).toBeUndefined();
    // 10 March + 60 days: 21 days left in March, 30 in April, 9 in May -> 9 May.
    expect(spendByDay(automaticOffer, { ...days, activatedOn: '2026-03-10' })).toBe('2026-05-09');
  });

  it('has none before approval or for an offer without a minimum spend', () => {
    expect(spendByDay(formOffer, { appliedOn: '2026-02-25' })).toBeUndefined();
    expect(
      spendByDay(
        { ...formOffer, minSpend: 0 },
        { appliedOn: '2026-02-25', approvedOn: '2026-03-01' },
      ),
    ).toBeUndefined();
  });
});

describe('spendProgress', () => {
  const days = { appliedOn: '2026-02-25', approvedOn: '2026-03-01' };

  it('counts the spend inside the window only, both ends included', () => {
    const progress = spendProgress(formOffer, days, [
      { on: '2026-02-28', amount: 1000 }, // before approval: not counted
      { on: '2026-03-01', amount: 300 },
      { on: '2026-03-31', amount: 200 },
      { on: '2026-04-01', amount: 700 }, // after the window: not counted
    ]);
    expect(progress).toEqual({ minSpend: 800, counted: 500, metOn: undefined });
  });

  it('meets the minimum on the day the running total reaches it, whatever the order entered', () => {
    const progress = spendProgress(formOffer, days, [
      { on: '2026-03-20', amount: 350 },
      { on: '2026-03-05', amount: 450 },
      { on: '2026-03-25', amount: 100 },
    ]);
    // 450 on 5 March, 800 on 20 March: met on 20 March.
    expect(progress).toEqual({ minSpend: 800, counted: 900, metOn: '2026-03-20' });
  });

  it('has an offer without a minimum spend met on the window’s first day', () => {
    expect(spendProgress({ claim: { method: 'automatic' } }, days, []).metOn).toBe('2026-03-01');
  });
});

describe('applicationDeadlines', () => {
  it('works out the form offer’s dates from approval, then the payout from the claim', () => {
    const days = { appliedOn: '2026-02-25', approvedOn: '2026-03-01' };
    // Claim from 1 March + 60 = 30 April; by 1 March + 90 = 30 May.
    expect(applicationDeadlines(formOffer, days, [])).toEqual([
      { name: 'spend-by', day: '2026-03-31' },
      { name: 'claim-from', day: '2026-04-30' },
      { name: 'claim-by', day: '2026-05-30' },
    ]);
    // Claimed on 2 May: payout 90 to 120 days later, 31 July to 30 August.
    expect(applicationDeadlines(formOffer, { ...days, claimedOn: '2026-05-02' }, [])).toEqual([
      { name: 'spend-by', day: '2026-03-31' },
      { name: 'claim-from', day: '2026-04-30' },
      { name: 'claim-by', day: '2026-05-30' },
      { name: 'payout-from', day: '2026-07-31' },
      { name: 'payout-to', day: '2026-08-30' },
    ]);
  });

  it('puts an automatic payout after the day the spend was met', () => {
    const days = { appliedOn: '2026-02-25', approvedOn: '2026-03-01', activatedOn: '2026-03-10' };
    // Met on 2 April: paid 30 to 60 days later, 2 May to 1 June.
    expect(applicationDeadlines(automaticOffer, days, [{ on: '2026-04-02', amount: 500 }])).toEqual(
      [
        { name: 'spend-by', day: '2026-05-09' },
        { name: 'payout-from', day: '2026-05-02' },
        { name: 'payout-to', day: '2026-06-01' },
      ],
    );
  });

  it('opens a claim that counts from the spend only once the spend is met', () => {
    const offer: WelcomeTerms = {
      ...formOffer,
      claim: { method: 'form', fromDays: 0, withinDays: 14, from: 'spendMet' },
    };
    const days = { appliedOn: '2026-02-25', approvedOn: '2026-03-01' };
    expect(applicationDeadlines(offer, days, []).map((deadline) => deadline.name)).toEqual([
      'spend-by',
    ]);
    // Met on 10 March: the form from that day to 24 March.
    expect(applicationDeadlines(offer, days, [{ on: '2026-03-10', amount: 800 }])).toEqual([
      { name: 'spend-by', day: '2026-03-31' },
      { name: 'claim-from', day: '2026-03-10' },
      { name: 'claim-by', day: '2026-03-24' },
    ]);
  });
});

describe('applicationState', () => {
  const approved = { appliedOn: '2026-02-25', approvedOn: '2026-03-01' };

  it('goes applied, approved, spend met, claimed, paid', () => {
    const met = [{ on: '2026-03-10', amount: 800 }];
    expect(applicationState(formOffer, { appliedOn: '2026-02-25' }, [], '2026-02-26')).toEqual({
      status: 'applied',
    });
    expect(applicationState(formOffer, approved, [], '2026-03-02').status).toBe('approved');
    expect(applicationState(formOffer, approved, met, '2026-03-11').status).toBe('spend-met');
    const claimed = { ...approved, claimedOn: '2026-05-02' };
    expect(applicationState(formOffer, claimed, met, '2026-05-03').status).toBe('claimed');
    expect(
      applicationState(formOffer, { ...claimed, paidOn: '2026-08-01' }, met, '2026-08-02'),
    ).toEqual({ status: 'paid' });
  });

  it('forfeits a spend window that closed short, the day after its last day', () => {
    const short = [{ on: '2026-03-10', amount: 799.99 }];
    expect(applicationState(formOffer, approved, short, '2026-03-31').status).toBe('approved');
    expect(applicationState(formOffer, approved, short, '2026-04-01')).toEqual({
      status: 'forfeited',
      reason: 'The minimum spend of S$800 was not met by 2026-03-31',
    });
  });

  it('forfeits a claim form not sent by its last day', () => {
    const met = [{ on: '2026-03-10', amount: 800 }];
    expect(applicationState(formOffer, approved, met, '2026-05-31')).toEqual({
      status: 'forfeited',
      reason: 'The claim form was not sent by 2026-05-30',
    });
  });

  it('forfeits an application made after the offer ended', () => {
    expect(applicationState(formOffer, { appliedOn: '2027-01-01' }, [], '2027-01-02')).toEqual({
      status: 'forfeited',
      reason: 'Applied on 2027-01-01, after the offer ended on 2026-12-31',
    });
  });
});

describe('dueReminders', () => {
  const approved = { appliedOn: '2026-02-25', approvedOn: '2026-03-01' };

  it('reminds 7 days before the last day to spend (from 7 to 3 days ahead), then 2 days before', () => {
    expect(dueReminders(formOffer, approved, [], '2026-03-23')).toEqual([]);
    expect(dueReminders(formOffer, approved, [], '2026-03-24')).toEqual([
      { kind: 'due-in-7-days', deadline: 'spend-by', day: '2026-03-31' },
    ]);
    expect(dueReminders(formOffer, approved, [], '2026-03-28')).toEqual([
      { kind: 'due-in-7-days', deadline: 'spend-by', day: '2026-03-31' },
    ]);
    expect(dueReminders(formOffer, approved, [], '2026-03-29')).toEqual([
      { kind: 'due-in-2-days', deadline: 'spend-by', day: '2026-03-31' },
    ]);
    expect(dueReminders(formOffer, approved, [], '2026-03-31')).toEqual([
      { kind: 'due-in-2-days', deadline: 'spend-by', day: '2026-03-31' },
    ]);
  });

  it('says "claim now" once the spend is met and the form is open, and stops once claimed', () => {
    const met = [{ on: '2026-03-10', amount: 800 }];
    expect(dueReminders(formOffer, approved, met, '2026-04-29')).toEqual([]);
    // The form opens on 30 April; its last day, 30 May, is 30 days away.
    expect(dueReminders(formOffer, approved, met, '2026-04-30')).toEqual([
      { kind: 'claim-now', deadline: 'claim-from', day: '2026-04-30' },
    ]);
    expect(dueReminders(formOffer, approved, met, '2026-05-25')).toEqual([
      { kind: 'due-in-7-days', deadline: 'claim-by', day: '2026-05-30' },
      { kind: 'claim-now', deadline: 'claim-from', day: '2026-04-30' },
    ]);
    expect(
      dueReminders(formOffer, { ...approved, claimedOn: '2026-05-02' }, met, '2026-05-25'),
    ).toEqual([]);
  });

  it('tells of an overdue payout the day after its window, and nothing once paid', () => {
    const days = { ...approved, activatedOn: '2026-03-10' };
    const met = [{ on: '2026-04-02', amount: 500 }];
    expect(dueReminders(automaticOffer, days, met, '2026-06-01')).toEqual([]);
    expect(dueReminders(automaticOffer, days, met, '2026-06-02')).toEqual([
      { kind: 'payout-overdue', deadline: 'payout-to', day: '2026-06-01' },
    ]);
    expect(
      dueReminders(automaticOffer, { ...days, paidOn: '2026-06-03' }, met, '2026-06-04'),
    ).toEqual([]);
  });

  it('has nothing due for a forfeited application', () => {
    expect(dueReminders(formOffer, approved, [], '2026-04-01')).toEqual([]);
  });
});
