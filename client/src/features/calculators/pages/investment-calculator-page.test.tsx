import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/test-utils';
import { listingWithTerms, serveListings } from '../testing/serve-listings';

vi.mock('../../listings/api/listings-api', () => ({ getListings: vi.fn(), getListing: vi.fn() }));

const broker = listingWithTerms('investment', 'full-broker', 'Full Broker', {
  commission: [
    { market: 'SG', percent: 0.08, minimum: 10 },
    { market: 'US', percent: 0.1, minimum: 1, fixed: 0.5 },
  ],
  custodyFeeMonthly: 2,
});
const sgOnly = listingWithTerms('investment', 'sg-broker', 'SG Broker', {
  commission: [{ market: 'SG', percent: 0.05 }],
});

const rows = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('calculator-row'));

describe('the brokerage calculator', () => {
  it('ranks brokers offering the markets traded by cost a year', async () => {
    serveListings([broker, sgOnly]);
    renderApp('/investments/calculator?SG=2&US=1&HK=0&size=5000&highlight=full-broker');
    // SG 2 × 10 × 12 = 240, US 1 × 5.50 × 12 = 66, custody 24.
    expect(await screen.findByText(/^1 broker offers the markets/)).toBeVisible();
    expect(rows()[0]).toHaveTextContent(/Full Broker.*Highlighted.*S\$330\.00 a year/);
    expect(rows()[0]).toHaveTextContent('Commission, Singapore (SGX)S$240.00');
    expect(within(rows()[0]!).getByRole('link', { name: 'Full Broker' })).toHaveAttribute(
      'href',
      '/investments/full-broker',
    );
  });

  it('shows a message beside a value that is not a number', async () => {
    serveListings([broker, sgOnly]);
    renderApp('/investments/calculator?SG=1&US=0&HK=0&size=1000');
    const size = await screen.findByRole('textbox', { name: 'Average trade size' });
    await userEvent.clear(size);
    await userEvent.type(size, 'lots');
    expect(size).toHaveAccessibleDescription('Enter a number, such as 1200.');
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/SG Broker.*S\$6\.00 a year/),
      expect.stringMatching(/Full Broker.*S\$144\.00 a year/),
    ]);
  });
});
