import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardTermsSchema, spendCategories } from '@sg-finance/contract';
import {
  cardWorking,
  monthlyReward,
  priceCard,
  spendArray,
  yearlyValue,
  type CardValueOptions,
} from '../src/index.js';
import { cardTermsArbitrary, spendProfileArbitrary } from './support/arbitraries.js';

const optionsArbitrary: fc.Arbitrary<CardValueOptions> = fc.record({
  mileValueCents: fc.double({ min: 0, max: 5, noNaN: true, noDefaultInfinity: true }),
  includeWelcome: fc.boolean(),
});

describe('card values, for any terms and spend', () => {
  it('generates terms the contract accepts', () => {
    fc.assert(fc.property(cardTermsArbitrary, (terms) => cardTermsSchema.safeParse(terms).success));
  });

  it('never earns less for more spend in a category, and never a negative reward', () => {
    fc.assert(
      fc.property(
        cardTermsArbitrary,
        optionsArbitrary,
        spendProfileArbitrary,
        fc.constantFrom(...spendCategories),
        fc.double({ min: 0, max: 3000, noNaN: true, noDefaultInfinity: true }),
        (terms, options, profile, category, extra) => {
          const card = priceCard(terms, options);
          if (!card) return;
          const before = monthlyReward(card, spendArray(profile));
          const after = monthlyReward(
            card,
            spendArray({ ...profile, [category]: profile[category] + extra }),
          );
          expect(before).toBeGreaterThanOrEqual(0);
          expect(after).toBeGreaterThanOrEqual(before - 1e-9);
        },
      ),
    );
  });

  it('gives a finite value whose working adds up to it', () => {
    fc.assert(
      fc.property(
        cardTermsArbitrary,
        optionsArbitrary,
        spendProfileArbitrary,
        (terms, options, profile) => {
          const card = priceCard(terms, options);
          if (!card) return;
          const value = yearlyValue(card, spendArray(profile));
          const working = cardWorking(terms, card, profile);
          expect(Number.isFinite(value)).toBe(true);
          expect(working.value.netSGD).toBeCloseTo(value, 6);
          expect(working.value.rewardsSGD).toBeGreaterThanOrEqual(0);
          const total = working.lines.reduce((sum, line) => sum + (line.yearlySGD ?? 0), 0);
          expect(total).toBeCloseTo(value, 6);
          for (const line of working.lines) expect(line.text).not.toMatch(/NaN|Infinity/);
        },
      ),
    );
  });

  it('earns nothing more, and unlocks nothing, from spend that neither earns nor counts', () => {
    fc.assert(
      fc.property(
        cardTermsArbitrary,
        optionsArbitrary,
        spendProfileArbitrary,
        fc.constantFrom(...spendCategories),
        fc.double({ min: 0, max: 3000, noNaN: true, noDefaultInfinity: true }),
        (terms, options, profile, category, extra) => {
          const excluded = {
            ...terms,
            noEarnCategories: [category],
            notCountedCategories: [category],
          };
          const card = priceCard(excluded, options);
          if (!card || category === 'overseas') return;
          const before = yearlyValue(card, spendArray(profile));
          const after = yearlyValue(
            card,
            spendArray({ ...profile, [category]: profile[category] + extra }),
          );
          expect(after).toBeCloseTo(before, 9);
        },
      ),
    );
  });

  it('values a card the same whether its caps count calendar or statement months', () => {
    fc.assert(
      fc.property(
        cardTermsArbitrary,
        optionsArbitrary,
        spendProfileArbitrary,
        (terms, options, profile) => {
          const calendar = priceCard({ ...terms, capPeriod: 'calendarMonth' }, options);
          const statement = priceCard({ ...terms, capPeriod: 'statementMonth' }, options);
          if (!calendar || !statement) return;
          expect(yearlyValue(statement, spendArray(profile))).toBe(
            yearlyValue(calendar, spendArray(profile)),
          );
        },
      ),
    );
  });
});
