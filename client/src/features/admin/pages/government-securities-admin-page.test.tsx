import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { importSecurities } from '../api/government-securities-admin-api';
import { GovernmentSecuritiesAdminPage } from './government-securities-admin-page';

vi.mock('../api/government-securities-admin-api', () => ({ importSecurities: vi.fn() }));

const csv = (name: string) => new File(['issueCode\n'], name, { type: 'text/csv' });

describe('the administrators’ T-bills and Savings Bonds page', () => {
  it('imports a T-bill file and says why a Savings Bond file was refused', async () => {
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

    const bonds = screen.getByRole('form', { name: 'Import Savings Bond issues' });
    await user.upload(within(bonds).getByLabelText('Savings Bond issues (CSV)'), csv('ssb.csv'));
    await user.click(within(bonds).getByRole('button', { name: 'Import Savings Bond issues' }));
    expect(await within(bonds).findByRole('status')).toHaveTextContent(
      'Row 3, column applicationOpens: must be a date written YYYY-MM-DD',
    );
  });
});
