import {
  DEFAULT_MILE_VALUE_CENTS,
  spendCategories,
  type CardTerms,
  type Listing,
  type SavingTerms,
} from '@sg-finance/contract';
import { rankCards, rankSavings, type SavingProfile } from '@sg-finance/finance';
import { screen, within } from '@testing-library/react';
import { buildListing } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/test-utils';
import { serveListings } from '../../../testing/serve-listings';
import { kindUiByKey } from '../../../lib/listings/kind-uis';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));

const cards = kindUiByKey('card');
const sponsored = { kind: 'sponsored' as const, disclosure: 'Paid to be shown first.' };
const untied = [
  buildListing(cards, {
    _id: 'a',
    slug: 'miles',
    title: 'Miles card',
    terms: { rewardType: 'miles', annualFee: 196.2, baseRate: 1.2 },
  }),
  buildListing(cards, {
    _id: 'b',
    slug: 'cashback',
    title: 'Cashback card',
    terms: {
      rewardType: 'cashback',
      annualFee: 0,
      baseRate: 0.5,
      earn: [{ category: 'dining', rate: 5 }],
    },
  }),
];
// The card that loses every comparison is the one that pays the site.
const tied: Listing[] = untied.map((listing) =>
  listing.slug === 'miles' ? { ...listing, commercialTie: sponsored } : listing,
);

/** Which product each term row marks best, row by row. */
async function bestMarks(listings: Listing[]): Promise<string[]> {
  serveListings(listings);
  const { unmount } = renderApp('/compare/creditcards?items=miles,cashback');
  const table = await screen.findByRole('table', { name: 'Credit Cards compared side by side' });
  const marks = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const name = within(row).getByRole('rowheader').textContent ?? '';
      const best = within(row)
        .getAllByRole('cell')
        .map((cell, index) => (cell.textContent?.includes('★ Best') ? index : -1))
        .filter((index) => index >= 0);
      return `${name}: ${best.join(',')}`;
    });
  unmount();
  return marks;
}

describe('a commercial tie changes no "Best" mark and no calculator ranking', () => {
  it('marks the same figures best with the tie on and off', async () => {
    const withoutTie = await bestMarks(untied);
    expect(withoutTie.some((row) => /: \d/.test(row))).toBe(true);
    expect(await bestMarks(tied)).toEqual(withoutTie);
  });

  it('ranks the same cards and savings accounts in the same order with ties on and off', () => {
    const profile = {
      ...Object.fromEntries(spendCategories.map((category) => [category, 0])),
      dining: 800,
      groceries: 400,
      online: 300,
    } as Record<(typeof spendCategories)[number], number>;
    const order = (listings: Listing[]) =>
      rankCards(listings as (Listing & { terms?: CardTerms })[], profile, {
        rewardWanted: 'either',
        mileValueCents: DEFAULT_MILE_VALUE_CENTS,
        includeWelcome: true,
      }).ranked.map((entry) => [entry.item.slug, entry.netSGD]);
    expect(order(tied)).toEqual(order(untied));

    const savings = [
      buildListing(kindUiByKey('saving'), {
        slug: 'bonus-saver',
        terms: { baseRate: 0.05 } as SavingTerms,
      }),
      buildListing(kindUiByKey('saving'), {
        slug: 'plain-saver',
        terms: { baseRate: 0.01 } as SavingTerms,
      }),
    ];
    const savingProfile: SavingProfile = {
      balance: 50000,
      salary: 3000,
      spend: 500,
      bills: 0,
      grow: 0,
      invest: false,
      insure: false,
    };
    const tiedSavings = savings.map((listing) => ({ ...listing, commercialTie: sponsored }));
    const savingsOrder = (listings: typeof savings) =>
      rankSavings(listings as (Listing & { terms?: SavingTerms })[], savingProfile).map(
        (entry) => entry.item.slug,
      );
    expect(savingsOrder(savings)).toEqual(['bonus-saver', 'plain-saver']);
    expect(savingsOrder(tiedSavings)).toEqual(savingsOrder(savings));
  });
});
