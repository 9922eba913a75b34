import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/test-utils';
import { listingWithTerms, serveListings } from '../../../testing/serve-listings';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));

const perShare = listingWithTerms('investment', 'per-share', 'Per Share Broker', {
  commission: [
    { market: 'SG', percent: 0.03, minimum: 0.99, platformFee: { percent: 0.03, minimum: 1.5 } },
    {
      market: 'US',
      currency: 'USD',
      perShare: 0.0049,
      minimum: 0.99,
      platformFee: { perShare: 0.005, minimum: 1 },
    },
  ],
  gst: { percent: 9, on: ['commission', 'platformFee'] },
});
const sgOnly = listingWithTerms('investment', 'sg-broker', 'SG Broker', {
  commission: [{ market: 'SG', percent: 0.05 }],
  custodyFeeMonthly: 2,
});

const rows = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('calculator-row'));

describe('the brokerage calculator', () => {
  it('prices a per-share US trade with its fees, GST and the exchange rate given', async () => {
    serveListings([perShare, sgOnly]);
    renderApp(
      '/investments/calculator?SG=0&US=2&USshares=100&USprice=150&usd=1.35&highlight=per-share',
    );
    // 100 × US$0.0049 = 0.49 → minimum 0.99; 100 × US$0.005 = 0.50 → minimum 1.00;
    // GST 9% × 1.99 = 0.1791; US$2.1691 × 1.35 = S$2.928285 a trade; × 24 = S$70.28.
    expect(await screen.findByText(/^1 broker offers the markets/)).toHaveTextContent(
      'at US$1 = S$1.35',
    );
    expect(rows()[0]).toHaveTextContent(/Per Share Broker.*Highlighted.*S\$70\.28 a year/);
    expect(rows()[0]).toHaveTextContent(
      'Commission: 100 × US$0.0049 = US$0.49, at least US$0.99US$0.99',
    );
    expect(rows()[0]).toHaveTextContent('One trade in S$ at US$1 = S$1.35S$2.93');
    expect(within(rows()[0]!).getByRole('link', { name: 'Per Share Broker' })).toHaveAttribute(
      'href',
      '/investments/per-share',
    );
    expect(screen.getByRole('heading', { name: 'How we calculate' })).toBeVisible();
  });

  it('shows a message beside a value that is not a number and keeps the last answer', async () => {
    serveListings([perShare, sgOnly]);
    renderApp('/investments/calculator?SG=1&US=0&SGshares=1000&SGprice=1');
    const shares = await screen.findByRole('textbox', { name: 'Shares a trade, Singapore (SGX)' });
    await userEvent.clear(shares);
    await userEvent.type(shares, 'lots');
    expect(shares).toHaveAccessibleDescription('Enter a number, such as 1200.');
    // S$1,000 once a month. SG Broker: 0.05% = 0.50 × 12 + custody 24 = S$30.
    // Per Share Broker: 0.99 + 1.50 = 2.49, GST 0.2241: 2.7141 × 12 = S$32.57.
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/SG Broker.*S\$30\.00 a year/),
      expect.stringMatching(/Per Share Broker.*S\$32\.57 a year/),
    ]);
  });
});
