import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing, ListingKindKey, SavingsBond, TbillAuction } from '@sg-finance/contract';
import { renderApp } from '../../../testing/test-utils';
import { listingWithTerms } from '../../../testing/serve-listings';
import { getListings } from '../../../lib/listings/listings-api';
import { getSavingsBonds, getTbillAuctions } from '../api/government-securities';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));
vi.mock('../api/government-securities', () => ({
  getTbillAuctions: vi.fn(),
  getSavingsBonds: vi.fn(),
}));

const stored = { _id: 'x', createdAt: '2026-11-01', updatedAt: '2026-11-01', sourceUrl: '' };
const auctions: TbillAuction[] = [
  { ...stored, issueCode: 'BS26120X', tenorMonths: 6, auctionDate: '2026-11-26', cutOffYield: 1.5 },
  { ...stored, issueCode: 'BS26119A', tenorMonths: 6, auctionDate: '2026-11-12', cutOffYield: 9 },
  { ...stored, issueCode: 'BS26121Z', tenorMonths: 6, auctionDate: '2026-12-10' },
];
const bonds: SavingsBond[] = [
  {
    ...stored,
    issueMonth: '2026-12',
    issueCode: 'GX26120F',
    stepUpRates: [1.5, 1.6, 1.7, 1.8, 1.9, 2.0, 2.1, 2.2, 2.3, 2.4],
    averageReturns: [1.5, 1.55, 1.6, 1.65, 1.7, 1.75, 1.8, 1.85, 1.9, 1.95],
    applicationOpens: '2026-11-01',
    applicationCloses: '2026-11-25',
  },
];
const salarySaver = listingWithTerms('saving', 'salary-saver', 'Salary Saver', {
  baseRate: 0.05,
  bonus: [{ condition: 'salary', threshold: 1800, rate: 2, balanceUpTo: 100000 }],
});

/** A promotion for fresh funds from S$10,000: 2.4% a year for 12 months, 2.7% for 6. */
const promoDeposit = listingWithTerms('deposit', 'promo-deposit', 'Promo Deposit', {
  rateType: 'promotional',
  fundsAccepted: 'freshOnly',
  minDeposit: 10000,
  rates: [
    { tenureMonths: 6, rate: 2.7 },
    { tenureMonths: 12, rate: 2.4 },
  ],
});

/** Answers each kind's list call with that kind's listings, on one page. */
function serveByKind(byKind: Partial<Record<ListingKindKey, readonly Listing[]>>) {
  vi.mocked(getListings).mockImplementation((kind) => {
    const items = [...(byKind[kind.key] ?? [])];
    return Promise.resolve({ items, total: items.length });
  });
}

const rows = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('calculator-row'));

beforeEach(() => {
  vi.mocked(getTbillAuctions).mockResolvedValue(auctions);
  vi.mocked(getSavingsBonds).mockResolvedValue(bonds);
});

describe('where to park my cash', () => {
  it('ranks a savings account, the latest T-bill and the Savings Bond over 12 months', async () => {
    serveByKind({ saving: [salarySaver] });
    renderApp('/cash?amount=10000&months=12&salary=3000');
    // Salary Saver 10,000 × 2.05% = 205; Savings Bond 10,000 × 1.5% = 150;
    // 6-month T-bill at the latest cut-off (1.5%, not the older 9%): 2 × 74.79 = 149.59.
    expect(
      await screen.findByText('3 options ranked by interest over 12 months on S$10,000.00.'),
    ).toBeVisible();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1\.Salary Saver.*S\$205\.00 over 12 months/),
      expect.stringMatching(/^2\.Savings Bond GX26120F.*S\$150\.00 over 12 months/),
      expect.stringMatching(/^3\.6-month T-bill.*S\$149\.59 over 12 months/),
    ]);
    await userEvent.click(within(rows()[2]!).getByRole('button', { name: 'Show the working' }));
    expect(rows()[2]).toHaveTextContent(
      'Each tenor: S$10,000.00 × 1.5% × 182 / 365 days = S$74.79',
    );
    expect(screen.getByRole('heading', { name: 'How we calculate' })).toBeVisible();
  });

  it('leaves T-bills out when the money may not be locked, and splits within S$100,000', async () => {
    serveByKind({ saving: [salarySaver] });
    renderApp('/cash?amount=150000&months=12&salary=3000&lock=0');
    expect(
      await screen.findByText('2 options ranked by interest over 12 months on S$150,000.00.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'S$150,000 in one bank is over the S$100,000 SDIC insures per depositor per bank: S$50,000 would not be insured.',
      ),
    ).toBeVisible();
    // On 150,000 the Savings Bond pays 2,250 and the account 75 + 2,000 = 2,075; the Savings
    // Bond takes it all, being no bank deposit.
    const split = screen.getByRole('list', { name: 'Suggested split' });
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['S$150,000.00 in Savings Bond GX26120F: S$2,250.00']);
  });

  it('ranks a fixed deposit with the three, and leaves it out for money that is not fresh', async () => {
    serveByKind({ saving: [salarySaver], deposit: [promoDeposit] });
    renderApp('/cash?amount=10000&months=12&salary=3000');
    // Promo Deposit 10,000 × 2.4% × 12/12 = 240 (its 6 months, 135, is counted once).
    expect(
      await screen.findByText('4 options ranked by interest over 12 months on S$10,000.00.'),
    ).toBeVisible();
    expect(rows()[0]).toHaveTextContent(/^1\.Promo Deposit.*S\$240\.00 over 12 months/);
    expect(within(rows()[0]!).getByRole('link', { name: 'Promo Deposit' })).toHaveAttribute(
      'href',
      '/fixed-deposits/promo-deposit',
    );
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'The money is new to the bank it goes to (fresh funds)',
      }),
    );
    expect(
      await screen.findByText('3 options ranked by interest over 12 months on S$10,000.00.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Promo Deposit' })).toBeNull();
  });

  it('holds the Savings Bond 18 months and rolls the 6-month T-bill over twice', async () => {
    serveByKind({ saving: [salarySaver] });
    renderApp('/cash?amount=10000&months=18&salary=3000');
    // Salary Saver 205 a year × 18/12 = 307.50; Savings Bond 10,000 × 1.5% × 12/12 + 10,000 ×
    // 1.6% × 6/12 = 150 + 80 = 230.00; 6-month T-bill 3 tenors × 74.794520... = 224.38.
    expect(
      await screen.findByText('3 options ranked by interest over 18 months on S$10,000.00.'),
    ).toBeVisible();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1\.Salary Saver.*S\$307\.50 over 18 months/),
      expect.stringMatching(/^2\.Savings Bond GX26120F.*S\$230\.00 over 18 months/),
      expect.stringMatching(/^3\.6-month T-bill.*S\$224\.38 over 18 months/),
    ]);
  });
});
