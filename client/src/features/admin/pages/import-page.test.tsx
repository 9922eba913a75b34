import type { ImportReport } from '@sg-finance/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { importListings } from '../api/import-api';
import { signIn } from '../testing/fixtures';
import { ImportPage } from './import-page';

vi.mock('../api/import-api', async (original) => ({
  ...(await original<typeof import('../api/import-api')>()),
  importListings: vi.fn(),
}));

const report = (dryRun: boolean): ImportReport => ({
  kind: 'loan',
  dryRun,
  rows: 1,
  changes: [{ row: 2, slug: 'home-loan', field: 'terms.eir', old: '3.5', new: '3.2' }],
  created: [],
  unchanged: 0,
});

beforeEach(() => signIn());

describe('the import page', () => {
  it('checks the chosen file as a dry run, then applies it', async () => {
    const user = userEvent.setup();
    vi.mocked(importListings).mockImplementation((_kind, _file, dryRun) =>
      Promise.resolve(report(dryRun)),
    );
    renderRoute(<ImportPage />, { path: '/admin/import' });
    const file = new File(['_id,title\r\n'], 'loans.csv', { type: 'text/csv' });

    await user.selectOptions(screen.getByLabelText('Kind'), 'loan');
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      '/api/export/loan.csv',
    );
    await user.upload(screen.getByLabelText('File (CSV or JSON)'), file);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    expect(importListings).toHaveBeenLastCalledWith('loan', file, true);
    expect(await screen.findByRole('table', { name: 'Changed fields' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply these changes' }));

    expect(importListings).toHaveBeenLastCalledWith('loan', file, false);
    expect(
      await screen.findByText('The listings were saved, each with its revision.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply these changes' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the file", async () => {
    const user = userEvent.setup();
    vi.mocked(importListings).mockRejectedValue(
      new ApiRequestError('Row 3, terms.eir: must be a number', 400),
    );
    renderRoute(<ImportPage />, { path: '/admin/import' });
    await user.upload(
      screen.getByLabelText('File (CSV or JSON)'),
      new File(['x'], 'cards.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Row 3, terms.eir: must be a number',
    );
    expect(screen.queryByRole('button', { name: 'Apply these changes' })).not.toBeInTheDocument();
  });
});
