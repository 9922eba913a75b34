import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/test-utils';
import { getListings } from '../../../lib/listings/listings-api';
import { listingWithTerms, serveListings } from '../../../testing/serve-listings';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));

const diningCard = listingWithTerms('card', 'dining-card', 'Dining Card', {
  rewardType: 'cashback',
  earn: [{ category: 'dining', rate: 10 }],
  monthlyCap: { amount: 30, on: 'reward' },
});
const groceryCard = listingWithTerms('card', 'grocery-card', 'Grocery Card', {
  rewardType: 'cashback',
  earn: [{ category: 'groceries', rate: 8 }],
  monthlyCap: { amount: 30, on: 'reward' },
});
const flatCard = listingWithTerms('card', 'flat-card', 'Flat Card', {
  rewardType: 'cashback',
  baseRate: 1,
  annualFee: 196.2,
  annualFeeWaivedYears: 1,
});
const noTerms = listingWithTerms('card', 'plain-card', 'Plain Card');

/** S$300 on dining and S$300 on groceries a month, nothing else, no welcome offers. */
const profile =
  '/cards/finder?dining=300&groceries=300&online=0&transport=0&travel=0&overseas=0&bills=0&other=0&welcome=0';

const rows = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('calculator-row'));

describe('the card finder', () => {
  it('ranks every card by its value a year and finds the best pair', async () => {
    serveListings([flatCard, noTerms, groceryCard, diningCard]);
    renderApp(profile);

    expect(
      await screen.findByText(
        '3 cards ranked for S$600.00 of spend a month, rewards less fees in year one.',
      ),
    ).toBeVisible();
    // Dining: 300 × 10% = 30 a month (at the cap); groceries 300 × 8% = 24; flat 600 × 1% = 6.
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1\.Dining Card.*S\$360\.00 a year/),
      expect.stringMatching(/^2\.Grocery Card.*S\$288\.00 a year/),
      expect.stringMatching(/^3\.Flat Card.*S\$72\.00 a year/),
    ]);
    expect(within(rows()[0]!).getByRole('link', { name: 'Dining Card' })).toHaveAttribute(
      'href',
      '/cards/dining-card',
    );
    const pair = screen.getByRole('region', { name: 'The best pair of cards' });
    expect(pair).toHaveTextContent(
      'Together they pay S$648.00 a year, S$288.00 more than the best single card, Dining Card.',
    );
    expect(
      within(pair)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['Dining Card: Dining', 'Grocery Card: Groceries']));
    expect(
      screen.getByText(/Not ranked, their terms give no reward to value: Plain Card/),
    ).toBeVisible();
  });

  it('opens the working of a card: rates, the cap and the waived fee', async () => {
    serveListings([flatCard]);
    renderApp(profile);
    await userEvent.click(await screen.findByRole('button', { name: 'Show the working' }));
    const working = rows()[0]!;
    expect(working).toHaveTextContent('Dining: your S$300.00 a month at 1% = S$3.00 a month');
    expect(working).toHaveTextContent('Annual fee of S$196.20 waived in year one');
  });

  it('keeps the inputs in the address, and opens with those of the address', async () => {
    serveListings([diningCard, groceryCard]);
    const { router } = renderApp(profile);
    const dining = await screen.findByRole('textbox', { name: 'Dining' });
    expect(dining).toHaveValue('300');

    await userEvent.clear(dining);
    await userEvent.type(dining, '200');
    await userEvent.click(screen.getByRole('radio', { name: 'Miles' }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('dining')).toBe('200');
    expect(params.get('reward')).toBe('miles');
    expect(screen.getByText('No card with published terms pays that reward.')).toBeVisible();
  });

  it('shows a message beside a wrong field and keeps the last answer', async () => {
    serveListings([diningCard]);
    renderApp(profile);
    const dining = await screen.findByRole('textbox', { name: 'Dining' });
    await userEvent.clear(dining);
    await userEvent.type(dining, 'abc');
    expect(dining).toHaveAccessibleDescription('Enter a number, such as 1200.');
    expect(dining).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(dining);
    await userEvent.type(dining, '1000000000000');
    expect(dining).toHaveAccessibleDescription('Must be at most S$100,000,000.');
    expect(rows()[0]).toHaveTextContent('S$360.00 a year');
    expect(screen.getByRole('region', { name: 'Results' })).not.toHaveTextContent(/NaN|Infinity/);
  });

  it('highlights the card of the address, with its working open', async () => {
    serveListings([diningCard, groceryCard]);
    renderApp(`${profile}&highlight=grocery-card`);
    const highlighted = await screen.findByText('Highlighted');
    const row = highlighted.closest('li')!;
    expect(row).toHaveTextContent('Grocery Card');
    expect(within(row).getByRole('button', { name: 'Hide the working' })).toBeVisible();
  });

  it('lists apart the cards the visitor’s income, age or residency does not meet', async () => {
    const foreignersCard = listingWithTerms('card', 'foreigners-card', 'Foreigners Card', {
      rewardType: 'cashback',
      baseRate: 1,
      minIncome: 30000,
      minIncomeForeigner: 45000,
      minAge: 21,
    });
    serveListings([flatCard, foreignersCard]);
    renderApp(`${profile}&income=40000&residency=foreigner&age=20`);
    expect(
      await screen.findByText(
        '1 card ranked for S$600.00 of spend a month, rewards less fees in year one.',
      ),
    ).toBeVisible();
    const apart = screen.getByRole('region', {
      name: 'Cards your income, age or residency does not meet',
    });
    expect(apart).toHaveTextContent(
      'Foreigners Card: It needs an income of S$45,000 a year from foreigners; yours is S$40,000. It needs you to be at least 21; you are 20.',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Singapore citizen or PR' }));
    const age = screen.getByRole('textbox', { name: 'Your age' });
    await userEvent.clear(age);
    await userEvent.type(age, '21');
    // A citizen or PR earning S$40,000 meets the S$30,000 asked of them; 21 meets the age.
    expect(await screen.findByText(/^2 cards ranked/)).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'Cards your income, age or residency does not meet' }),
    ).toBeNull();
  });

  it('leaves out a new-to-bank welcome offer of a bank the visitor holds a card of', async () => {
    const welcomeCard = {
      ...listingWithTerms('card', 'welcome-card', 'Welcome Card', {
        rewardType: 'cashback',
        baseRate: 1,
        welcome: { value: 300, unit: 'SGD', minSpend: 500, withinDays: 30, newToBankOnly: true },
      }),
      category: 'DBS',
    };
    serveListings([welcomeCard]);
    renderApp(profile.replace('&welcome=0', ''));
    // 600 × 1% × 12 = 72, plus the S$300 gift.
    expect(await screen.findByText('S$372.00 a year')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'DBS' }));
    expect(await screen.findByText('S$72.00 a year')).toBeVisible();
  });

  it('says how it calculates', async () => {
    serveListings([flatCard]);
    renderApp(profile);
    expect(await screen.findByRole('heading', { name: 'How we calculate' })).toBeVisible();
    expect(screen.getByText(/^Spend tiers \(UOB One style\)/)).toBeVisible();
  });

  it('fetches every page of cards', async () => {
    const many = Array.from({ length: 150 }, (_, index) =>
      listingWithTerms('card', `card-${index}`, `Card ${index}`, {
        rewardType: 'cashback',
        baseRate: 1,
      }),
    );
    serveListings(many);
    renderApp(profile);
    expect(await screen.findByText(/^150 cards ranked/)).toBeVisible();
    expect(
      vi
        .mocked(getListings)
        .mock.calls.map((call) => call[1].page)
        .sort(),
    ).toEqual([1, 2]);
  });
});
