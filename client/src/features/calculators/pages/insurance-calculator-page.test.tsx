import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/test-utils';
import { listingWithTerms, serveListings } from '../../../testing/serve-listings';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));

const termLife = listingWithTerms('insurance', 'term-life', 'Term Life', {
  coverType: 'life',
  coverageAmount: 2_000_000,
  premiumTable: {
    coverAmount: 500_000,
    scaling: 'proportional',
    bands: [
      { ageFrom: 18, ageTo: 29, premium: 300, smokerPremium: 540 },
      { ageFrom: 30, ageTo: 39, premium: 420, smokerPremium: 780 },
    ],
  },
});
const cheapLife = listingWithTerms('insurance', 'cheap-life', 'Cheap Life', {
  coverType: 'life',
  premiumTable: {
    coverAmount: 1_000_000,
    scaling: 'proportional',
    bands: [{ ageFrom: 18, ageTo: 60, premium: 700 }],
  },
});
const travel = listingWithTerms('insurance', 'travel', 'Travel Plan', {
  coverType: 'travel',
  premiumFrom: 18,
  premiumPer: 'trip',
});

const rows = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('calculator-row'));

describe('the insurance calculator', () => {
  it('ranks the plans of the cover type by premium for the age, smoker and cover', async () => {
    serveListings([termLife, cheapLife, travel]);
    renderApp('/insurances/calculator?age=35&smoker=1&cover=800000&type=life&highlight=term-life');
    // Term Life, age 35 smoker: S$780 for S$500,000; × 800,000 ÷ 500,000 = S$1,248 a year,
    // per S$1,000: 1,248 ÷ 800 = S$1.56. Cheap Life has no smoker premium:
    // 700 × 800,000 ÷ 1,000,000 = S$560, per S$1,000: S$0.70.
    expect(
      await screen.findByText(
        '2 plans cover life of S$800,000 at age 35 for a smoker, ranked by premium a year.',
      ),
    ).toBeVisible();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Cheap Life.*S\$560\.00 a year.*S\$0\.70 per S\$1,000 of cover/),
      expect.stringMatching(/Term Life.*S\$1,248\.00 a year.*S\$1\.56 per S\$1,000 of cover/),
    ]);
    expect(rows()[1]).toHaveTextContent(
      'Scaled to your cover: S$780.00 × S$800,000 ÷ S$500,000S$1,248.00',
    );
    const apart = within(screen.getByRole('region', { name: 'Plans that do not fit' }));
    expect(apart.getByRole('listitem')).toHaveTextContent('Travel Plan: Covers travel, not life');
    expect(screen.getByRole('heading', { name: 'How we calculate' })).toBeVisible();
  });

  it('lists a plan apart when it takes no one of the age typed', async () => {
    serveListings([termLife, cheapLife]);
    renderApp('/insurances/calculator');
    const age = await screen.findByRole('textbox', { name: 'Your age' });
    await userEvent.clear(age);
    await userEvent.type(age, '45');
    // Term Life takes 18 to 39. Cheap Life, 45, non-smoker, S$500,000: 700 × 0.5 = S$350.
    expect(await screen.findByText(/No premium at age 45: takes ages 18 to 39/)).toBeVisible();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Cheap Life.*S\$350\.00 a year/),
    ]);
    await userEvent.clear(age);
    await userEvent.type(age, 'old');
    expect(age).toHaveAccessibleDescription('Enter a number, such as 1200.');
  });
});
