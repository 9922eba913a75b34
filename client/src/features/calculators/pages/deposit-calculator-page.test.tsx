import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/test-utils';
import { listingWithTerms, serveListings } from '../../../testing/serve-listings';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));

const promo = listingWithTerms('deposit', 'promo-fd', 'Promo FD', {
  minDeposit: 10_000,
  rates: [
    { tenureMonths: 6, rate: 2.7 },
    { tenureMonths: 12, rate: 2.55 },
  ],
});
const board = listingWithTerms('deposit', 'board-fd', 'Board FD', {
  minDeposit: 1000,
  rates: [{ tenureMonths: 12, rate: 2.45 }],
});
const bigOnly = listingWithTerms('deposit', 'big-fd', 'Big FD', {
  minDeposit: 50_000,
  rates: [{ tenureMonths: 12, rate: 3 }],
});

const rows = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('calculator-row'));

describe('the fixed deposit calculator', () => {
  it('ranks deposits by interest at maturity, with the working, and lists the others apart', async () => {
    serveListings([board, promo, bigOnly]);
    renderApp('/fixed-deposits/calculator?amount=20000&months=12');
    // 20,000 × 2.55% × 12/12 = 510.00; 20,000 × 2.45% = 490.00; Big FD takes S$50,000 or more.
    expect(
      await screen.findByText(
        '2 deposits ranked by interest at maturity on S$20,000.00 for 12 months.',
      ),
    ).toBeVisible();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^1\.Promo FD.*S\$510\.00 at maturity.*2\.55% a year · S\$20,510\.00 back/,
      ),
      expect.stringMatching(/^2\.Board FD.*S\$490\.00 at maturity/),
    ]);
    expect(screen.getByText(/Takes at least S\$50,000/).closest('li')).toHaveTextContent(
      'Big FD: Takes at least S$50,000',
    );
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Show the working' }));
    expect(rows()[0]).toHaveTextContent('S$20,000.00 × 2.55% × 12/12 = S$510.00, paid at maturity');
    expect(screen.queryByText(/SDIC insures per depositor per bank/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'How we calculate' })).toBeVisible();
  });

  it('says why none is ranked: a tenure no deposit offers, an amount under every minimum', async () => {
    serveListings([board, promo, bigOnly]);
    renderApp('/fixed-deposits/calculator?amount=20000&months=7');
    expect(
      await screen.findByText('No fixed deposit offers 7 months: they offer 6 and 12 months.'),
    ).toBeVisible();
    expect(rows()).toEqual([]);

    const amount = screen.getByRole('textbox', { name: 'Amount to deposit' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    const months = screen.getByRole('textbox', { name: 'Tenure in months' });
    await userEvent.clear(months);
    await userEvent.type(months, '12');
    expect(
      await screen.findByText('No fixed deposit takes S$500: the least one takes is S$1,000.'),
    ).toBeVisible();
  });

  it('takes the tenure typed: 6 months at 2.70% on S$20,000 is S$270.00', async () => {
    serveListings([board, promo]);
    renderApp('/fixed-deposits/calculator?amount=20000&months=6');
    expect(
      await screen.findByText(
        '1 deposit ranked by interest at maturity on S$20,000.00 for 6 months.',
      ),
    ).toBeVisible();
    expect(rows()[0]).toHaveTextContent('S$270.00 at maturity');
    expect(screen.getByText(/Board FD/).closest('li')).toHaveTextContent(
      'Board FD: No 6 months rate: offers 12 months',
    );
  });

  it('warns when the amount in one bank is over what SDIC insures', async () => {
    serveListings([promo]);
    renderApp('/fixed-deposits/calculator?amount=150000&months=12');
    expect(
      await screen.findByText(
        'S$150,000 in one bank is over the S$100,000 SDIC insures per depositor per bank: S$50,000 would not be insured.',
      ),
    ).toBeVisible();
  });
});

describe('the savings calculator’s deposit insurance', () => {
  it('warns over S$100,000 and not at it', async () => {
    serveListings([listingWithTerms('saving', 'plain', 'Plain', { baseRate: 1 })]);
    const { unmount } = renderApp('/savings/calculator?balance=100000');
    expect(await screen.findByText(/1 account ranked/)).toBeVisible();
    expect(screen.queryByText(/would not be insured/)).toBeNull();
    unmount();
    renderApp('/savings/calculator?balance=150000');
    expect(await screen.findByText(/S\$50,000 would not be insured\./)).toBeVisible();
  });
});
