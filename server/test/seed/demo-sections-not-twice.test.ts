import {
  cardEarnRules,
  formatMoney,
  insurancePremiumLines,
  type CardTerms,
  type InsuranceTerms,
  type ListingKindKey,
} from '@sg-finance/contract';
import { describe, expect, it } from 'vitest';
import type { DemoListing } from '../../src/seed/data/demo-listing.js';
import { demoListings } from '../../src/seed/seed-demo.js';

/** Each demo state of a kind's products: the current ones and their earlier terms. */
function states(key: ListingKindKey) {
  return demoListings[key].flatMap((listing) =>
    [listing, ...(listing.earlier ?? []).map((earlier) => earlier.listing)].map(
      (state) =>
        [`${listing.slug} (${state.terms.source?.verifiedAt ?? 'no date'})`, state] as const,
    ),
  );
}

const specLines = (listing: DemoListing) => Object.values(listing.lists).flat();

/** A line as a reader compares it: its words and figures, not its case or punctuation. */
const wording = (line: string) =>
  line
    .toLowerCase()
    .replace(/[^a-z0-9$.%]+/g, ' ')
    .trim();

describe('the demo lists leave to the terms’ own sections what those sections state', () => {
  it.each(states('card'))('%s lists no line of "What earns and what does not"', (_, card) => {
    const rules = cardEarnRules(card.terms as CardTerms).map(wording);
    expect(rules.length).toBeGreaterThan(0);
    expect(specLines(card).filter((line) => rules.includes(wording(line)))).toEqual([]);
  });

  it.each(states('card'))('%s keeps its fee list to fees', (_, card) => {
    const exclusions = /earns nothing|no rewards|not counted|statement month|per whole/i;
    expect((card.lists.interestDetails ?? []).filter((line) => exclusions.test(line))).toEqual([]);
  });

  it.each(states('insurance'))('%s lists no premium of "Premiums by age"', (_, plan) => {
    const terms = plan.terms as InsuranceTerms;
    const premiums = insurancePremiumLines(terms).map(wording);
    const amounts = (terms.premiumTable?.bands ?? []).flatMap((band) =>
      [band.premium, band.smokerPremium]
        .filter((amount) => amount !== undefined)
        .map((amount) => formatMoney(amount)),
    );
    expect(premiums.length).toBeGreaterThan(1);
    expect(specLines(plan).filter((line) => premiums.includes(wording(line)))).toEqual([]);
    expect(
      specLines(plan).filter((line) => amounts.some((amount) => line.includes(amount))),
    ).toEqual([]);
  });
});
