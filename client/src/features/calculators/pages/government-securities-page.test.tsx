import { screen } from '@testing-library/react';
import type { SavingsBond, TbillAuction } from '@sg-finance/contract';
import { renderApp } from '../../../testing/test-utils';
import { getSavingsBonds, getTbillAuctions } from '../api/government-securities';

vi.mock('../api/government-securities', () => ({
  getTbillAuctions: vi.fn(),
  getSavingsBonds: vi.fn(),
}));

const stored = { _id: 'x', createdAt: '2026-11-01', updatedAt: '2026-11-01', sourceUrl: '' };
const auctions: TbillAuction[] = [
  { ...stored, issueCode: 'BS99120X', tenorMonths: 6, auctionDate: '2099-12-10' },
  {
    ...stored,
    issueCode: 'BS26120X',
    tenorMonths: 6,
    auctionDate: '2026-11-26',
    cutOffYield: 1.42,
  },
  {
    ...stored,
    issueCode: 'BT26105Z',
    tenorMonths: 12,
    auctionDate: '2026-10-15',
    cutOffYield: 1.38,
  },
];
const bonds: SavingsBond[] = [
  {
    ...stored,
    issueMonth: '2100-01',
    issueCode: '',
    stepUpRates: [1.5, 1.6, 1.7, 1.8, 1.9, 2.0, 2.1, 2.2, 2.3, 2.4],
    averageReturns: [1.5, 1.55, 1.6, 1.65, 1.7, 1.75, 1.8, 1.85, 1.9, 1.95],
    applicationOpens: '2099-12-01',
    applicationCloses: '2099-12-24',
  },
];

beforeEach(() => {
  vi.mocked(getTbillAuctions).mockResolvedValue(auctions);
  vi.mocked(getSavingsBonds).mockResolvedValue(bonds);
});

describe('the T-bills and Savings Bonds page', () => {
  it('shows the latest cut-offs, the next auction and window, and the step-up rates', async () => {
    renderApp('/government-securities');

    expect(await screen.findByText(/^6-month T-bill: 1\.42% at the auction of/)).toBeVisible();
    expect(screen.getByText(/^1-year T-bill: 1\.38% at the auction of/)).toBeVisible();
    expect(screen.getByText(/^Next auction: 6-month T-bill BS99120X on/)).toBeVisible();
    expect(
      screen.getByText(/^Next Savings Bond application window: .*\(issue of 2100-01\)\.$/),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Savings Bond of 2100-01' });
    expect(table).toHaveTextContent('102.4%1.95%');
    expect(screen.getByRole('heading', { name: 'Past cut-off yields' })).toBeVisible();
  });

  it('asks a visitor to sign in to watch the next auction or window', async () => {
    renderApp('/government-securities');
    const links = await screen.findAllByRole('link', { name: 'Sign in to watch' });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/login?next=%2Fgovernment-securities');
  });
});
