import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/test-utils';
import { listingWithTerms, serveListings } from '../../../testing/serve-listings';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));

const bonusAccount = listingWithTerms('saving', 'bonus-saver', 'Bonus Saver', {
  baseRate: 0.05,
  bonus: [
    { condition: 'salary', threshold: 1800, rate: 2, balanceUpTo: 75000 },
    { condition: 'spend', threshold: 500, rate: 0.5, balanceUpTo: 75000 },
  ],
});
const plainAccount = listingWithTerms('saving', 'plain-saver', 'Plain Saver', { baseRate: 1 });

const rows = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('calculator-row'));

describe('the savings calculator', () => {
  it('ranks accounts by interest a year, with the effective rate and the tier working', async () => {
    serveListings([plainAccount, bonusAccount]);
    renderApp('/savings/calculator?balance=75000&salary=3000&spend=600&bills=0');
    // 75,000 × (0.05% + 2% + 0.5%) = 1,912.50; the plain account 750.
    expect(
      await screen.findByText('2 accounts ranked by interest a year on S$75,000.00.'),
    ).toBeVisible();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1\.Bonus Saver.*S\$1,912\.50 a year.*Effective rate 2\.55% a year/),
      expect.stringMatching(/^2\.Plain Saver.*S\$750\.00 a year/),
    ]);
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Show the working' }));
    // The working checks the bank's condition against the salary typed, not the threshold.
    expect(rows()[0]).toHaveTextContent(
      'Bonus 2% on S$75,000.00 (balance from S$0 to S$75,000): your salary of S$3,000 meets the S$1,800 condition',
    );
    expect(screen.getByRole('heading', { name: 'How we calculate' })).toBeVisible();
  });

  it('pays a keep-or-grow bonus at a growth of S$0, and the better of two bonus groups', async () => {
    const keeper = listingWithTerms('saving', 'keeper', 'Keeper', {
      baseRate: 0.05,
      bonus: [{ condition: 'grow', threshold: 0, rate: 1.5 }],
    });
    const eitherOr = listingWithTerms('saving', 'either-or', 'Either Or', {
      bonus: [
        { group: 'Spend only', condition: 'spend', threshold: 500, rate: 0.65 },
        {
          group: 'Salary and spend',
          condition: 'salary',
          threshold: 1600,
          rate: 2,
          alsoRequires: [{ condition: 'spend', threshold: 500 }],
        },
      ],
    });
    serveListings([keeper, eitherOr]);
    renderApp('/savings/calculator?balance=20000&salary=3500&spend=500&bills=0&grow=0');
    // Either Or: salary and spend pay 20,000 × 2% = 400 (spend only would pay 130).
    // Keeper: 20,000 × (0.05% + 1.5%) = 310, at a growth of S$0.
    expect(
      await screen.findByText('2 accounts ranked by interest a year on S$20,000.00.'),
    ).toBeVisible();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1\.Either Or.*S\$400\.00 a year/),
      expect.stringMatching(/^2\.Keeper.*S\$310\.00 a year/),
    ]);
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Show the working' }));
    expect(rows()[1]).toHaveTextContent(
      'your balance growth of S$0 a month meets the keep-or-grow condition',
    );
  });

  it('keeps the inputs in the address and shows a message beside a negative balance', async () => {
    serveListings([plainAccount]);
    const { router } = renderApp('/savings/calculator?balance=10000');
    const balance = await screen.findByRole('textbox', { name: 'Balance' });
    expect(balance).toHaveValue('10000');
    await userEvent.clear(balance);
    await userEvent.type(balance, '-5');
    expect(balance).toHaveAccessibleDescription('Must not be negative.');
    expect(new URLSearchParams(router.state.location.search).get('balance')).toBe('-5');
    // The answer stays that of the last valid balance.
    expect(rows()[0]).toHaveTextContent('S$100.00 a year');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I buy an investment through the bank' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('invest')).toBe('1');
  });
});
