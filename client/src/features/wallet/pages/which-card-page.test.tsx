import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { spendCategories, type StoredWallet } from '@sg-finance/contract';
import { signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/test-utils';
import { listingWithTerms, serveListings } from '../../../testing/serve-listings';
import { getMyWallet, searchMerchants } from '../api/wallet-api';
import { WhichCardPage } from './which-card-page';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));
vi.mock('../api/wallet-api', () => ({
  getMyWallet: vi.fn(),
  saveMyWallet: vi.fn(),
  searchMerchants: vi.fn(),
}));

const onlineMiles = listingWithTerms('card', 'a'.repeat(24), 'Online Miles', {
  rewardType: 'miles',
  baseRate: 0.4,
  earn: [{ category: 'online', rate: 4, cap: { on: 'bonusSpend', amount: 1000 } }],
});
const flatCashback = listingWithTerms('card', 'b'.repeat(24), 'Flat Cashback', {
  rewardType: 'cashback',
  baseRate: 1.5,
});
const notHeld = listingWithTerms('card', 'c'.repeat(24), 'Not Held', {
  rewardType: 'cashback',
  baseRate: 10,
});

const wallet: StoredWallet = {
  products: [
    { kind: 'card', id: onlineMiles._id },
    { kind: 'card', id: flatCashback._id },
  ],
  spend: Object.fromEntries(
    spendCategories.map((category) => [category, 0]),
  ) as StoredWallet['spend'],
  monthlyIncome: 5000,
  age: 30,
  residency: 'local',
  updatedAt: '2026-11-24T00:00:00.000Z',
};

const shopee = {
  _id: 'm1',
  name: 'Shopee',
  aliases: [],
  category: 'online' as const,
  excludedNote: '',
  createdAt: '',
  updatedAt: '',
};

describe('which card for this purchase', () => {
  it('sends a visitor who is not signed in to sign in and come back', () => {
    const { router } = renderRoute(<WhichCardPage />, { path: '/which-card' });

    expect(router.state.location.search).toBe('?next=%2Fwhich-card');
  });

  it('answers with the held card that pays most, given the cap already used this month', async () => {
    serveListings([onlineMiles, flatCashback, notHeld]);
    vi.mocked(getMyWallet).mockResolvedValue(wallet);
    vi.mocked(searchMerchants).mockResolvedValue([shopee]);
    const user = userEvent.setup();
    renderRoute(<WhichCardPage />, {
      path: '/which-card',
      preloadedState: signedInState(visitorInfo),
    });

    await user.type(await screen.findByLabelText('Merchant'), 'shop');
    await user.click(await screen.findByRole('button', { name: /Shopee/ }));
    await user.type(screen.getByLabelText('Amount'), '300');
    await user.type(screen.getByLabelText('On Online Miles'), '800');

    // Online Miles: S$200 of its S$1,000 cap left: 200 × 4 + 100 × 0.4 = 840 miles × 1.5 cents
    // = S$12.60. Flat Cashback: 300 × 1.5% = S$4.50.
    expect(screen.getByRole('heading', { name: 'Use Online Miles' })).toBeVisible();
    expect(screen.getByTestId('best-earn')).toHaveTextContent('S$12.60 (840 miles)');
    expect(screen.getByTestId('best-cap')).toHaveTextContent(
      'S$0.00 of online spend left at the bonus rate this month.',
    );
    expect(screen.getByRole('row', { name: /Flat Cashback/ })).toHaveTextContent('S$4.50');
    expect(screen.queryByText(/Not Held/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Suggest a correction' })).toHaveAttribute(
      'href',
      '/suggest-rewards',
    );

    await user.clear(screen.getByLabelText('On Online Miles'));
    await user.type(screen.getByLabelText('On Online Miles'), '1000');
    // The cap is used up: 300 × 0.4 = 120 miles = S$1.80, so Flat Cashback's S$4.50 wins.
    expect(screen.getByRole('heading', { name: 'Use Flat Cashback' })).toBeVisible();
  });

  it('asks for the cards first when the wallet holds none', async () => {
    serveListings([onlineMiles]);
    vi.mocked(getMyWallet).mockResolvedValue(null);
    renderRoute(<WhichCardPage />, {
      path: '/which-card',
      preloadedState: signedInState(visitorInfo),
    });

    expect(await screen.findByText(/Your wallet holds no credit card yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add your cards' })).toHaveAttribute('href', '/me');
  });
});
