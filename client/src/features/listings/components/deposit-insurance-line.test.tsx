import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/test-utils';
import { getListing } from '../../../lib/listings/listings-api';
import { buildListing } from '../../../testing/fixtures';
import { kindOf } from '../../../lib/listings/kind-of';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));

const deposit = kindOf('deposit');
const saving = kindOf('saving');

describe('a product page’s deposit insurance', () => {
  it('says a fixed deposit SDIC insures so, with its rates by tenure and its calculator', async () => {
    vi.mocked(getListing).mockResolvedValue(
      buildListing(deposit, {
        terms: {
          sdicInsured: true,
          minDeposit: 1000,
          rates: [
            { tenureMonths: 12, rate: 2.45, amountFrom: 1000, amountUpTo: 19_999 },
            { tenureMonths: 6, rate: 2.15 },
          ],
        },
      }),
    );
    renderApp('/fixed-deposits/test-deposit');
    expect(
      await screen.findByText('Insured by SDIC up to S$100,000 per depositor per bank'),
    ).toBeVisible();
    expect(screen.getByText('6 months: 2.15% a year')).toBeInTheDocument();
    expect(screen.getByText('12 months: 2.45% a year (S$1,000 to S$19,999)')).toBeInTheDocument();
    // Shown line by line in their section, the rates are not repeated in the terms table.
    expect(screen.queryByRole('rowheader', { name: 'Rates by tenure' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Work out its interest in the fixed deposit calculator' }),
    ).toHaveAttribute('href', '/fixed-deposits/calculator?highlight=test-deposit');
  });

  it('says a savings account SDIC does not insure so, and nothing when the terms do not tell', async () => {
    vi.mocked(getListing).mockResolvedValue(
      buildListing(saving, { terms: { baseRate: 1, sdicInsured: false } }),
    );
    const { unmount } = renderApp('/savings/test-saving');
    expect(await screen.findByText('Not insured by SDIC')).toBeVisible();
    unmount();
    vi.mocked(getListing).mockResolvedValue(buildListing(saving, { terms: { baseRate: 1 } }));
    renderApp('/savings/test-saving');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/SDIC/)).toBeNull();
  });
});
