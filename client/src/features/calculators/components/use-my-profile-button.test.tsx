import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { spendCategories, type StoredWallet } from '@sg-finance/contract';
import { signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/test-utils';
import { getMyProfile } from '../api/my-profile';
import { serveListings } from '../../../testing/serve-listings';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));
vi.mock('../api/my-profile', () => ({ getMyProfile: vi.fn() }));

const profile: StoredWallet = {
  products: [],
  spend: {
    ...(Object.fromEntries(
      spendCategories.map((category) => [category, 0]),
    ) as StoredWallet['spend']),
    dining: 450,
    online: 120,
  },
  monthlyIncome: 6000,
  age: 41,
  residency: 'foreigner',
  updatedAt: '2026-11-24T00:00:00.000Z',
};

describe('Use my profile', () => {
  it('fills the card finder from the saved profile, income a month made a year', async () => {
    serveListings([]);
    vi.mocked(getMyProfile).mockResolvedValue(profile);
    const user = userEvent.setup();
    const { router } = renderApp('/cards/finder', { preloadedState: signedInState(visitorInfo) });

    await user.click(await screen.findByRole('button', { name: 'Use my profile' }));

    expect(await screen.findByRole('textbox', { name: 'Dining' })).toHaveValue('450');
    const address = new URLSearchParams(router.state.location.search);
    // S$6,000 a month × 12 = S$72,000 a year.
    expect(Object.fromEntries(address)).toMatchObject({
      dining: '450',
      online: '120',
      groceries: '0',
      income: '72000',
      age: '41',
      residency: 'foreigner',
    });
    expect(screen.getByLabelText('Foreigner')).toBeChecked();
  });

  it('fills the insurance calculator with the age', async () => {
    serveListings([]);
    vi.mocked(getMyProfile).mockResolvedValue(profile);
    const user = userEvent.setup();
    const { router } = renderApp('/insurances/calculator', {
      preloadedState: signedInState(visitorInfo),
    });

    await user.click(await screen.findByRole('button', { name: 'Use my profile' }));

    expect(await screen.findByDisplayValue('41')).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('age')).toBe('41');
  });

  it('fills the savings calculator with the income as salary and the whole spend as card spend', async () => {
    serveListings([]);
    vi.mocked(getMyProfile).mockResolvedValue(profile);
    const user = userEvent.setup();
    const { router } = renderApp('/savings/calculator', {
      preloadedState: signedInState(visitorInfo),
    });

    await user.click(await screen.findByRole('button', { name: 'Use my profile' }));

    // Spend: dining S$450 + online S$120 = S$570 a month; the salary is the income a month.
    expect(await screen.findByRole('textbox', { name: 'Card spend a month' })).toHaveValue('570');
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toMatchObject({ salary: '6000', spend: '570' });
  });

  it('says where to save a profile when there is none', async () => {
    serveListings([]);
    vi.mocked(getMyProfile).mockResolvedValue(null);
    const user = userEvent.setup();
    renderApp('/cards/finder', { preloadedState: signedInState(visitorInfo) });

    await user.click(await screen.findByRole('button', { name: 'Use my profile' }));

    expect(await screen.findByRole('link', { name: 'fill in My wallet' })).toHaveAttribute(
      'href',
      '/me',
    );
  });

  it('is not shown to a visitor who is not signed in', async () => {
    serveListings([]);
    renderApp('/cards/finder');

    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use my profile' })).toBeNull();
  });
});
