import { screen } from '@testing-library/react';
import { spendCategories, type StoredWallet } from '@sg-finance/contract';
import { signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/test-utils';
import { getMyWallet } from '../api/wallet-api';
import { useMyWallet } from './use-my-wallet';

vi.mock('../api/wallet-api', () => ({ getMyWallet: vi.fn() }));

const walletOf = (age: number): StoredWallet => ({
  products: [],
  spend: Object.fromEntries(
    spendCategories.map((category) => [category, 0]),
  ) as StoredWallet['spend'],
  monthlyIncome: 5000,
  age,
  residency: 'local',
  updatedAt: '2026-11-28T00:00:00.000Z',
});

function Age() {
  const wallet = useMyWallet();
  if (wallet.status === 'loading') return <p>loading</p>;
  if (wallet.status === 'failed') return <p role="alert">{wallet.error}</p>;
  return <p>{wallet.wallet ? `age ${wallet.wallet.age}` : 'no wallet yet'}</p>;
}

describe('useMyWallet', () => {
  it('loads the saved wallet once for every reader on the page', async () => {
    vi.mocked(getMyWallet).mockResolvedValue(walletOf(34));
    renderRoute(
      <>
        <Age />
        <Age />
      </>,
      { preloadedState: signedInState(visitorInfo) },
    );
    expect(await screen.findAllByText('age 34')).toHaveLength(2);
    expect(getMyWallet).toHaveBeenCalledTimes(1);
  });

  it('drops another user’s wallet left in the store and loads this user’s', async () => {
    let answer: (wallet: StoredWallet | null) => void = () => {};
    vi.mocked(getMyWallet).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderRoute(<Age />, {
      preloadedState: {
        ...signedInState({ ...visitorInfo, _id: 'user-2' }),
        // What an earlier session of the page left: user-1's wallet.
        myWallet: { status: 'ready', wallet: walletOf(61), error: null, ownerId: 'user-1' },
      },
    });
    expect(await screen.findByText('loading')).toBeVisible();

    answer(null);
    expect(await screen.findByText('no wallet yet')).toBeVisible();
    expect(screen.queryByText('age 61')).toBeNull();
  });

  it('says why the load failed', async () => {
    vi.mocked(getMyWallet).mockRejectedValue(new Error('offline'));
    renderRoute(<Age />, { preloadedState: signedInState(visitorInfo) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
  });
});
