import {
  insuranceHeadline,
  insurancePremiumLines,
  investmentHeadline,
  tradeFees,
  type InsuranceTerms,
  type InvestmentTerms,
} from '@sg-finance/contract';
import { describe, expect, it } from 'vitest';
import { demoInsurances } from '../../src/seed/data/insurances.js';
import { demoInvestments } from '../../src/seed/data/investments.js';

const brokers = demoInvestments.map((demo) => ({ ...demo, terms: demo.terms as InvestmentTerms }));
const plans = demoInsurances.map((demo) => ({ ...demo, terms: demo.terms as InsuranceTerms }));
const bySlug = <T extends { slug: string }>(list: T[], slug: string) =>
  list.find((demo) => demo.slug === slug)!;

describe('the demo brokers', () => {
  it('charge SGX its 0.0075% trading and 0.0325% clearing fees, with 9% GST, wherever they say so', () => {
    for (const broker of brokers) {
      for (const row of broker.terms.commission ?? []) {
        if (row.exchangeFeePercent === undefined) continue;
        expect([row.market, row.exchangeFeePercent, row.clearingFeePercent], broker.slug).toEqual([
          'SG',
          0.0075,
          0.0325,
        ]);
        expect(broker.terms.gst, broker.slug).toEqual({
          percent: 9,
          on: ['commission', 'platformFee', 'exchangeFee', 'clearingFee'],
        });
      }
    }
    expect(
      brokers.filter((broker) => broker.terms.commission?.some((row) => row.exchangeFeePercent))
        .length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('include app brokers pricing US shares per share in US$ beside a platform fee', () => {
    const perShare = brokers.filter((broker) =>
      broker.terms.commission?.some(
        (row) => row.market === 'US' && row.currency === 'USD' && row.perShare !== undefined,
      ),
    );
    expect(perShare.map((broker) => broker.category)).toEqual(['moomoo']);
  });

  it('lead with the figures of the pages they follow', () => {
    // moomoo, 10 US shares at US$150: 10 × US$0.0049 = 0.049 → minimum 0.99; platform 10 ×
    // US$0.005 = 0.05 → minimum 1.00; GST 9% × 1.99 = 0.1791; US$2.1691 × 1.35 = S$2.93.
    // Its SGX trade (1,000 at S$2): 0.99 + 1.50 + 0.15 + 0.65 = 3.29, GST 0.2961: S$3.59, dearer.
    expect(investmentHeadline(bySlug(brokers, 'moomoo-universal-account').terms)).toEqual({
      figure: { value: 2.93, unit: 'SGD' },
      qualifier: 'from',
      condition: 'for 10 US shares at US$150 (US$1 = S$1.35), all charges included',
    });
    // POEMS, 1,000 SGX shares at S$2: 0.08% = 1.60, trading 0.15, clearing 0.65, GST 9% × 2.40 =
    // 0.216: S$2.616; its US trade is US$3.88 + GST 0.3492 = US$4.2292 × 1.35 = S$5.71, dearer.
    expect(investmentHeadline(bySlug(brokers, 'poems-cash-plus').terms)?.figure.value).toBe(2.62);
    // OCBC's Blue Chip Investment Plan, S$1,000 a month: 0.3% = 3.00, below its S$5 minimum.
    const bcip = bySlug(brokers, 'ocbc-blue-chip-investment-plan');
    expect(tradeFees(bcip.terms, 'SG', { shares: 100, price: 10 })!.commission).toBeCloseTo(5, 10);
    expect(bcip.tiers.tier1).toBe('SGX: 0.3% (min. S$5)');
    expect(bySlug(brokers, 'poems-cash-plus').lists.commisionFees).toContain(
      'SGX trading fee 0.0075% and clearing fee 0.0325% of the trade',
    );
  });
});

describe('the demo insurance plans', () => {
  it('each give premiums a year by age for a stated cover', () => {
    for (const plan of plans) {
      expect(plan.terms.premiumTable?.bands.length, plan.slug).toBeGreaterThan(0);
      expect(insuranceHeadline(plan.terms)?.figure.unit, plan.slug).toBe('SGD/year');
    }
    expect(new Set(plans.map((plan) => plan.terms.coverType))).toEqual(new Set(['life']));
  });

  it('show their table in their words', () => {
    // MoneyOwl, July 2024: Singlife, S$1,000,000 to age 65, male non-smoker aged 30: S$568.
    const singlife = bySlug(plans, 'singlife-elite-term');
    expect(insuranceHeadline(singlife.terms)?.figure).toEqual({ value: 568, unit: 'SGD/year' });
    expect(singlife.tiers).toEqual({
      tier1: 'Premium in proportion to the cover',
      tier2: 'Premiums for S$1,000,000 of cover',
      tier3: 'Entry ages 30 to 45',
    });
    expect(insurancePremiumLines(singlife.terms)).toContain('Age 40: S$976');
    expect(singlife.subtitle).toContain('to age 65');
  });
});
