import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import type { SavingsBond, TbillAuction } from '@sg-finance/contract';
import {
  importSecurities,
  savingsBondsAdminApi,
  tbillAuctionsAdminApi,
} from '../api/government-securities-admin-api';
import { GovernmentSecuritiesAdminPage } from './government-securities-admin-page';

vi.mock('../api/government-securities-admin-api', () => {
  const kept = () => ({ list: vi.fn(), create: vi.fn(), update: vi.fn(), remove: vi.fn() });
  return {
    importSecurities: vi.fn(),
    tbillAuctionsAdminApi: kept(),
    savingsBondsAdminApi: kept(),
  };
});

const stored = { _id: 'a1', createdAt: '2026-11-01', updatedAt: '2026-11-01', sourceUrl: '' };
const auction: TbillAuction = {
  ...stored,
  issueCode: 'BS26120X',
  tenorMonths: 6,
  auctionDate: '2026-11-26',
  cutOffYield: 1.42,
};
const bond: SavingsBond = {
  ...stored,
  _id: 'b1',
  issueMonth: '2026-12',
  issueCode: 'GX26120F',
  stepUpRates: [1.5, 1.6, 1.7, 1.8, 1.9, 2.0, 2.1, 2.2, 2.3, 2.4],
  averageReturns: [1.5, 1.55, 1.6, 1.65, 1.7, 1.75, 1.8, 1.85, 1.9, 1.95],
  applicationOpens: '2026-11-01',
  applicationCloses: '2026-11-25',
};

beforeEach(() => {
  vi.mocked(tbillAuctionsAdminApi.list).mockResolvedValue([auction]);
  vi.mocked(savingsBondsAdminApi.list).mockResolvedValue([bond]);
});

const csv = (name: string) => new File(['issueCode\n'], name, { type: 'text/csv' });

describe('the administrators’ T-bills and Savings Bonds page', () => {
  it('imports a T-bill file, then lists what it stored, and says why a Savings Bond file was refused', async () => {
    const imported: TbillAuction = { ...auction, _id: 'a2', issueCode: 'BS26121A' };
    vi.mocked(tbillAuctionsAdminApi.list)
      .mockResolvedValueOnce([auction])
      .mockResolvedValue([auction, imported]);
    vi.mocked(importSecurities)
      .mockResolvedValueOnce({ created: 2, updated: 1 })
      .mockRejectedValueOnce(
        new ApiRequestError(
          'Row 3, column applicationOpens: must be a date written YYYY-MM-DD',
          400,
        ),
      );
    const user = userEvent.setup();
    renderRoute(<GovernmentSecuritiesAdminPage />);

    const tbills = screen.getByRole('form', { name: 'Import T-bill auctions' });
    await user.upload(within(tbills).getByLabelText('T-bill auctions (CSV)'), csv('tbills.csv'));
    await user.click(within(tbills).getByRole('button', { name: 'Import T-bill auctions' }));
    expect(await within(tbills).findByRole('status')).toHaveTextContent(
      '2 added, 1 written again.',
    );
    expect(importSecurities).toHaveBeenCalledWith('tbill-auctions', expect.any(File));
    const auctions = screen.getByRole('region', { name: 'T-bill auctions' });
    expect(await within(auctions).findByText('BS26121A (6-month, 2026-11-26)')).toBeInTheDocument();

    const bonds = screen.getByRole('form', { name: 'Import Savings Bond issues' });
    await user.upload(within(bonds).getByLabelText('Savings Bond issues (CSV)'), csv('ssb.csv'));
    await user.click(within(bonds).getByRole('button', { name: 'Import Savings Bond issues' }));
    expect(await within(bonds).findByRole('status')).toHaveTextContent(
      'Row 3, column applicationOpens: must be a date written YYYY-MM-DD',
    );
    expect(savingsBondsAdminApi.list).toHaveBeenCalledTimes(1);
  });

  it('adds one T-bill auction, and refuses a yield of 300% or a malformed date, sending nothing', async () => {
    const added = { ...auction, _id: 'a2', issueCode: 'BS26121Z', auctionDate: '2026-12-10' };
    vi.mocked(tbillAuctionsAdminApi.create).mockResolvedValue(added);
    const user = userEvent.setup();
    renderRoute(<GovernmentSecuritiesAdminPage />);
    const tbills = screen.getByRole('region', { name: 'T-bill auctions' });
    expect(await within(tbills).findByText('BS26120X (6-month, 2026-11-26)')).toBeVisible();

    const form = within(tbills).getByRole('form', { name: 'Add a T-bill auction' });
    await user.type(within(form).getByLabelText('Issue code'), 'BS26121Z');
    await user.type(within(form).getByLabelText('Auction date'), '2026-13-10');
    await user.type(within(form).getByLabelText('Cut-off yield (% a year)'), '300');
    await user.click(within(form).getByRole('button', { name: 'Add T-bill auction' }));
    expect(within(form).getByLabelText('Auction date')).toHaveAccessibleDescription(
      expect.stringContaining('Auction date must be a date written YYYY-MM-DD'),
    );
    expect(within(form).getByLabelText('Cut-off yield (% a year)')).toHaveAccessibleDescription(
      expect.stringContaining('Cut-off yield (% a year) must be at most 20 (percent a year)'),
    );
    expect(within(form).getByLabelText('Auction date')).toHaveFocus();
    expect(tbillAuctionsAdminApi.create).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('Auction date'));
    await user.type(within(form).getByLabelText('Auction date'), '2026-12-10');
    await user.clear(within(form).getByLabelText('Cut-off yield (% a year)'));
    await user.type(within(form).getByLabelText('Cut-off yield (% a year)'), '1.38%');
    await user.click(within(form).getByRole('button', { name: 'Add T-bill auction' }));
    expect(await within(tbills).findByRole('status')).toHaveTextContent(
      '“BS26121Z (6-month, 2026-12-10)” added.',
    );
    expect(tbillAuctionsAdminApi.create).toHaveBeenCalledWith({
      issueCode: 'BS26121Z',
      tenorMonths: 6,
      auctionDate: '2026-12-10',
      cutOffYield: 1.38,
      sourceUrl: '',
    });
  });

  it('refuses a Savings Bond whose window ends before it opens, and edits and deletes one', async () => {
    vi.mocked(savingsBondsAdminApi.update).mockResolvedValue({
      ...bond,
      applicationCloses: '2026-11-26',
    });
    vi.mocked(savingsBondsAdminApi.remove).mockResolvedValue('Savings Bond Deleted!');
    const user = userEvent.setup();
    renderRoute(<GovernmentSecuritiesAdminPage />);
    const bonds = screen.getByRole('region', { name: 'Savings Bond issues' });
    await user.click(await within(bonds).findByRole('button', { name: 'Edit GX26120F (2026-12)' }));

    const form = within(bonds).getByRole('form', { name: 'Edit GX26120F (2026-12)' });
    const closes = within(form).getByLabelText('Applications close');
    expect(closes).toHaveValue('2026-11-25');
    await user.clear(closes);
    await user.type(closes, '2026-10-31');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(closes).toHaveAccessibleDescription(
      expect.stringContaining('Applications close must not be before applicationOpens'),
    );
    expect(savingsBondsAdminApi.update).not.toHaveBeenCalled();

    await user.clear(closes);
    await user.type(closes, '2026-11-26');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(bonds).findByRole('status')).toHaveTextContent(
      '“GX26120F (2026-12)” saved.',
    );
    expect(savingsBondsAdminApi.update).toHaveBeenCalledWith(
      'b1',
      expect.objectContaining({ applicationCloses: '2026-11-26', stepUpRates: bond.stepUpRates }),
    );

    await user.click(within(bonds).getByRole('button', { name: 'Delete GX26120F (2026-12)' }));
    await user.click(within(bonds).getByRole('button', { name: 'Delete GX26120F (2026-12)?' }));
    expect(await within(bonds).findByRole('status')).toHaveTextContent(
      '“GX26120F (2026-12)”: Savings Bond Deleted!',
    );
    expect(savingsBondsAdminApi.remove).toHaveBeenCalledWith('b1');
  });
});
