import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/test-utils';
import { listingWithTerms, serveListings } from '../../../testing/serve-listings';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));

const feeLoan = listingWithTerms('loan', 'fee-loan', 'Fee Loan', {
  loanType: 'personal',
  flatRate: 3,
  processingFee: { percent: 2 },
});
const dearLoan = listingWithTerms('loan', 'dear-loan', 'Dear Loan', {
  loanType: 'personal',
  flatRate: 4,
});
const carLoan = listingWithTerms('loan', 'car-loan', 'Car Loan', { loanType: 'car', flatRate: 2 });

// A schedule is a table of a row a month: these pages are larger than most.
describe('the loan calculator', { timeout: 30_000 }, () => {
  it('ranks the loans that fit by total cost, and shows the schedule of the chosen one', async () => {
    serveListings([dearLoan, carLoan, feeLoan]);
    const { router } = renderApp('/loans/calculator?amount=10000&months=36&type=personal');
    const table = await screen.findByRole('table', { name: 'Loans ranked by total cost' });
    const body = within(table).getAllByRole('row').slice(1);
    // Fee Loan: 10,000 × 3% × 3 = 900 interest + 200 fee; Dear Loan: 1,200 interest.
    expect(
      body.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['S$1,100.00', 'S$302.78', 'S$900.00', expect.stringMatching(/^7\.\d+%$/), ''],
      ['S$1,200.00', 'S$311.11', 'S$1,200.00', expect.stringMatching(/^7\.\d+%$/), ''],
    ]);
    const schedule = screen.getByRole('table', {
      name: 'Repayment schedule of Fee Loan, month by month',
    });
    expect(within(schedule).getAllByRole('row')).toHaveLength(37);
    expect(within(schedule).getAllByRole('row').at(-1)).toHaveTextContent(
      /^36S\$302\.78.*S\$0\.00$/,
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Show the schedule of Dear Loan' }));
    expect(
      screen.getByRole('table', { name: 'Repayment schedule of Dear Loan, month by month' }),
    ).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('loan')).toBe('dear-loan');
  });

  it('shows a message beside an absurd amount and a tenure that is not whole', async () => {
    serveListings([feeLoan]);
    renderApp('/loans/calculator');
    const amount = await screen.findByRole('textbox', { name: 'Amount to borrow' });
    await userEvent.clear(amount);
    await userEvent.paste('1000000000000');
    expect(amount).toHaveAccessibleDescription('Must be at most S$100,000,000.');
    const tenure = screen.getByRole('textbox', { name: 'Tenure' });
    await userEvent.clear(tenure);
    await userEvent.paste('12.5');
    expect(tenure).toHaveAccessibleDescription('Must be a whole number.');
    expect(screen.getByText(/1 loan fits S\$20,000\.00 over 36 months/)).toBeVisible();
  });

  it('ranks a reducing-balance loan beside flat ones, with its EIR and the fee added', async () => {
    const reducing = listingWithTerms('loan', 'reducing-loan', 'Reducing Loan', {
      loanType: 'personal',
      reducingRate: 12,
      processingFee: { percent: 1, charged: 'added' },
    });
    serveListings([reducing, dearLoan]);
    renderApp('/loans/calculator?amount=12000&months=12&loan=reducing-loan');
    const table = await screen.findByRole('table', { name: 'Loans ranked by total cost' });
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(name) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Owed 12,000 + 1% fee = 12,120 at 1% a month: 121.20 / (1 − 1.01^−12) = S$1,076.85 a month;
    // interest 12 × 1,076.85 − 12,120 = S$802.17; cost with the S$120 fee: S$922.17.
    expect(cells('Reducing Loan').slice(0, 3)).toEqual(['S$922.17', 'S$1,076.85', 'S$802.17']);
    // Dear Loan: 12,000 × 4% = S$480 interest, (12,000 + 480) / 12 = S$1,040 a month.
    expect(cells('Dear Loan').slice(0, 3)).toEqual(['S$480.00', 'S$1,040.00', 'S$480.00']);
    expect(
      screen.getByText(/Processing fee S\$120\.00, added to the loan: you owe S\$12,120\.00/),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How we calculate' })).toBeVisible();
  });

  it('says the largest amount listed when no loan fits', async () => {
    serveListings([
      listingWithTerms('loan', 'small', 'Small Loan', {
        loanType: 'personal',
        flatRate: 3,
        maxAmount: 30000,
      }),
      listingWithTerms('loan', 'large', 'Large Loan', {
        loanType: 'personal',
        flatRate: 3,
        maxAmount: 250000,
      }),
    ]);
    renderApp('/loans/calculator?amount=500000&months=36');
    expect(
      await screen.findByText(
        '0 loans fit S$500,000.00 over 36 months. The largest amount listed is S$250,000.00; check the tenure and type too.',
      ),
    ).toBeVisible();
  });

  it('ranks personal loans unless another type is asked for', async () => {
    serveListings([dearLoan, carLoan, feeLoan]);
    const { router } = renderApp('/loans/calculator?amount=10000&months=36');
    const type = await screen.findByRole('combobox', { name: 'Loan type' });
    expect(type).toHaveValue('personal');
    expect(
      await screen.findByText('2 loans fit S$10,000.00 over 36 months, the cheapest first.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Car Loan' })).toBeNull();

    await userEvent.selectOptions(type, 'Any type');
    expect(await screen.findByText(/^3 loans fit/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Car Loan' })).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('any');

    await userEvent.selectOptions(type, 'Personal');
    expect(await screen.findByText(/^2 loans fit/)).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).has('type')).toBe(false);
  });

  it('keeps the day of the terms folded after the inputs that matter', async () => {
    serveListings([feeLoan]);
    renderApp('/loans/calculator');
    const form = await screen.findByRole('form', { name: 'Loan Calculator inputs' });
    const asOf = within(form).getByText('Terms as of today').closest('details');
    expect(asOf).not.toHaveAttribute('open');
    expect(within(form).getByLabelText('Terms as of')).not.toBeVisible();
    // After the amount, the tenure and the type.
    const labels = [...form.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels.indexOf('Terms as of')).toBeGreaterThan(labels.indexOf('Loan type'));
    await userEvent.click(within(form).getByText('Terms as of today'));
    expect(within(form).getByLabelText('Terms as of')).toBeVisible();
  });
});
