import { spendCategories, type CardTerms } from '@sg-finance/contract';
import { priceCard, purchaseEarn } from '@sg-finance/finance';
import { screen, within } from '@testing-library/react';
import { buildListing } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/test-utils';
import { serveListings } from '../../../testing/serve-listings';
import { kindUiByKey, termLabel } from '../../../lib/listings/kind-uis';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));

const cards = kindUiByKey('card');
const milesCard = buildListing(cards, {
  _id: 'a',
  slug: 'miles',
  title: 'Miles card',
  terms: { rewardType: 'miles', annualFee: 196.2, minIncome: 30000, baseRate: 1.2 },
});
const cashbackCard = buildListing(cards, {
  _id: 'b',
  slug: 'cashback',
  title: 'Cashback card',
  terms: { rewardType: 'cashback', annualFee: 0, baseRate: 0.3, fxFee: 3.25 },
});
const plainCard = buildListing(cards, { _id: 'c', slug: 'plain', title: 'Plain card' });
beforeEach(() => serveListings([milesCard, cashbackCard, plainCard]));

async function termRow(name: string) {
  const table = await screen.findByRole('table', { name: 'Credit Cards compared side by side' });
  const header = within(table).getByRole('rowheader', { name });
  const row = header.closest('tr')!;
  return within(row).getAllByRole('cell');
}

describe('the term rows of a comparison', () => {
  it('adds one row per term a product gives, aligned under the products, after the rewards', async () => {
    renderApp('/compare/creditcards?items=miles,cashback,plain');

    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 9)).toEqual([
      'Image',
      'Provider',
      'At a glance',
      'Welcome Rewards',
      'Reward type',
      'Annual fee',
      'Minimum income',
      'Base earn rate',
      'Earn rate: dining',
    ]);
    expect(headers).toContain('Foreign currency fee');
    expect(headers).not.toContain('Welcome gift value');
    for (const row of within(table).getAllByRole('row').slice(1)) {
      expect(within(row).getAllByRole('cell')).toHaveLength(3);
    }
    expect((await termRow('Reward type')).map((cell) => cell.textContent)).toEqual([
      'Miles',
      'Cashback',
      '—Not given',
    ]);
  });

  it('marks the best figure of a row with a visible word and words for screen readers', async () => {
    renderApp('/compare/creditcards?items=miles,cashback,plain');

    const [miles, cashback, plain] = await termRow('Annual fee');
    expect(miles).toHaveTextContent(/^S\$196\.20 a year$/);
    expect(cashback).toHaveTextContent('S$0 a year ★ Best(best of the compared)');
    expect(within(cashback!).getByText('★ Best')).toHaveAttribute('aria-hidden', 'true');
    expect(within(cashback!).getByText('(best of the compared)')).toHaveClass('visually-hidden');
    expect(plain).toHaveTextContent('—');
    expect(within(plain!).getByText('—')).toBeVisible();
  });

  it('marks nothing in a row that mixes units, nor a figure standing alone', async () => {
    renderApp('/compare/creditcards?items=miles,cashback,plain');

    const rates = await termRow('Base earn rate');
    expect(rates.map((cell) => cell.textContent)).toEqual([
      '1.2 miles per S$1',
      '0.3%',
      '—Not given',
    ]);
    const incomes = await termRow('Minimum income');
    expect(incomes[0]).toHaveTextContent('S$30,000 a year');
    expect(screen.getAllByText('★ Best')).toHaveLength(1);
    expect(incomes[0]).not.toHaveTextContent('Best');
  });

  it('shows no term rows when no product has terms', async () => {
    renderApp('/compare/creditcards?items=plain');
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('rowheader', { name: 'Annual fee' })).not.toBeInTheDocument();
  });
});

describe('the category rows of a comparison', () => {
  // UOB One Card as the demo lists it: rates by total spend, nothing on insurance.
  const uobOneTerms: CardTerms = {
    rewardType: 'cashback',
    baseRate: 0.3,
    spendTiers: [
      { minSpend: 600, rate: 3.33, rewardCap: 20 },
      { minSpend: 1000, rate: 3.33, rewardCap: 33.33 },
      { minSpend: 2000, rate: 3.33, rewardCap: 66.67 },
    ],
    noEarnCategories: ['insurance'],
  };
  const uobOne = buildListing(cards, {
    _id: 'u',
    slug: 'uob-one',
    title: 'UOB One Card',
    terms: uobOneTerms,
  });
  const dining = buildListing(cards, {
    _id: 'd',
    slug: 'dining',
    title: 'Dining card',
    terms: { rewardType: 'cashback', baseRate: 0.5, earn: [{ category: 'dining', rate: 6 }] },
  });

  /** What the card finder pays on one more S$1 of the category with S$2,000 of other spend. */
  const finderRate = (terms: CardTerms, category: (typeof spendCategories)[number]) => {
    const card = priceCard(terms, { mileValueCents: 1.5, includeWelcome: false })!;
    const spent = spendCategories.map((each) => (each === 'other' ? 2000 : 0));
    return `${Number((purchaseEarn(card, spent, category, 1).earnedUnits * 100).toFixed(4))}%`;
  };

  it('shows what each card earns in each category, base and tier rates included, as the card finder counts it', async () => {
    serveListings([uobOne, dining]);
    renderApp('/compare/creditcards?items=uob-one,dining');
    for (const category of spendCategories) {
      const cells = await termRow(termLabel(cards, `earn.${category}`));
      expect(cells.map((cell) => cell.textContent?.replace(/ ★ Best.*/, ''))).toEqual([
        finderRate(uobOneTerms, category),
        finderRate(dining.terms as CardTerms, category),
      ]);
    }
    expect((await termRow('Earn rate: dining')).map((cell) => cell.textContent)).toEqual([
      '3.33%',
      '6% ★ Best(best of the compared)',
    ]);
    expect((await termRow('Earn rate: insurance'))[0]).toHaveTextContent(/^0%$/);
  });
});
