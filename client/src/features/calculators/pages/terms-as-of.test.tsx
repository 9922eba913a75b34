import { singaporeDay } from '@sg-finance/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/test-utils';
import { getListings } from '../../../lib/listings/listings-api';
import { listingWithTerms, serveListingsByDay } from '../../../testing/serve-listings';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));

const diningCard = (capSGD: number) =>
  listingWithTerms('card', 'dining-card', 'Dining Card', {
    rewardType: 'cashback',
    earn: [{ category: 'dining', rate: 10 }],
    monthlyCap: { amount: capSGD, on: 'reward' },
  });
const flatCard = listingWithTerms('card', 'flat-card', 'Flat Card', {
  rewardType: 'cashback',
  baseRate: 1,
});

/** S$300 on dining and S$300 on groceries a month, nothing else, no welcome offers. */
const profile =
  '/cards/finder?dining=300&groceries=300&online=0&transport=0&travel=0&overseas=0&bills=0&other=0&welcome=0';

const rows = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('calculator-row'));

const askedDays = () => vi.mocked(getListings).mock.calls.map((call) => call[1].asOf);

describe('terms as of a day', () => {
  beforeEach(() => {
    // On 1 Jan the dining card's cap was S$30 a month and the flat card did not exist.
    serveListingsByDay([diningCard(20), flatCard], { '2026-01-01': [diningCard(30)] });
  });

  it('ranks the cards with the terms of the day in the address and says what changed for the profile', async () => {
    const { router } = renderApp(`${profile}&asOf=2026-01-01`);
    // Then: 300 × 10% = 30 a month at the S$30 cap, S$360 a year. Today: the S$20 cap, S$240.
    expect(
      await screen.findByText(
        'This profile earned S$360.00 a year on 01/Jan/2026 and S$240.00 today.',
      ),
    ).toBeVisible();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1\.Dining Card.*S\$360\.00 a year/),
    ]);
    expect(screen.getByLabelText('Terms as of')).toHaveValue('2026-01-01');
    expect(screen.getByText(/^Terms as of: with a day chosen, each card is ranked/)).toBeVisible();

    fireEvent.change(screen.getByLabelText('Terms as of'), { target: { value: '' } });
    // Today's terms: the dining card at its S$20 cap, then the flat card, 600 × 1% × 12 = S$72.
    expect(await screen.findByText('2 cards ranked', { exact: false })).toBeVisible();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1\.Dining Card.*S\$240\.00 a year/),
      expect.stringMatching(/^2\.Flat Card.*S\$72\.00 a year/),
    ]);
    expect(screen.queryByText(/^This profile earned/)).toBeNull();
    expect(new URLSearchParams(router.state.location.search).has('asOf')).toBe(false);
  });

  it('takes a day typed in the field into the address and fetches that day', async () => {
    const { router } = renderApp(profile);
    expect(await screen.findByText(/^2 cards ranked/)).toBeVisible();
    fireEvent.change(screen.getByLabelText('Terms as of'), { target: { value: '2026-01-01' } });
    expect(await screen.findByText(/^This profile earned S\$360\.00 a year/)).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('asOf')).toBe('2026-01-01');
    expect(askedDays()).toContain('2026-01-01');
  });

  it('says a day after today is wrong and ranks with today’s terms', async () => {
    renderApp(`${profile}&asOf=2999-01-01`);
    expect(await screen.findByText(/^2 cards ranked/)).toBeVisible();
    const field = screen.getByLabelText('Terms as of');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Choose a day no later than today. Empty for today’s terms; a past day ranks with the terms the products had then.',
    );
    expect(field).toHaveAttribute('max', singaporeDay(new Date()));
    expect(askedDays().every((day) => day === undefined)).toBe(true);
  });

  it.each([
    ['/savings/calculator', 'Savings Calculator inputs'],
    ['/loans/calculator', 'Loan Calculator inputs'],
    ['/investments/calculator', 'Brokerage Cost Calculator inputs'],
    ['/insurances/calculator', 'Insurance Premium Calculator inputs'],
  ])('%s fetches its products as of the day of the address', async (path, form) => {
    renderApp(`${path}?asOf=2026-01-01`);
    const field = await screen.findByLabelText('Terms as of');
    expect(screen.getByRole('form', { name: form })).toContainElement(field);
    expect(field).toHaveValue('2026-01-01');
    // The day's rule is in "How we calculate", under the answer.
    expect(await screen.findByText(/^Terms as of: with a day chosen/)).toBeVisible();
    await vi.waitFor(() => expect(askedDays()).toEqual(['2026-01-01']));
  });
});
