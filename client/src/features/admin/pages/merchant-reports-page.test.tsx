import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MerchantReport } from '@sg-finance/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { decideMerchantReport, getMerchantReports } from '../api/merchant-admin-api';
import { MerchantReportsPage } from './merchant-reports-page';

vi.mock('../api/merchant-admin-api', () => ({
  getMerchantReports: vi.fn(),
  decideMerchantReport: vi.fn(),
}));

const report = (id: string, mcc: string): MerchantReport => ({
  _id: id,
  merchant: { slug: 'kopi-corner', name: 'Kopi Corner' },
  card: { slug: 'miles-one', title: 'Miles One' },
  day: '2026-11-03',
  channel: 'contactless',
  mcc,
  statementText: '',
  bonusCame: 'yes',
  status: 'pending',
  createdAt: '2026-11-04T00:00:00.000Z',
});
const first = report('r1', '5814');
const second = report('r2', '5814');

describe('the administrators’ merchant code reports', () => {
  it('approves one, merges another into it, and lists what is left', async () => {
    vi.mocked(getMerchantReports)
      .mockResolvedValueOnce([first, second])
      .mockResolvedValueOnce([second])
      .mockResolvedValue([]);
    vi.mocked(decideMerchantReport).mockImplementation(async (id, decision) => ({
      ...(id === 'r1' ? first : second),
      ...decision,
    }));
    const user = userEvent.setup();
    renderRoute(<MerchantReportsPage />);

    const one = await screen.findByRole('listitem', { name: 'Report r1' });
    expect(one).toHaveTextContent('Kopi Corner: MCC 5814, contactless, Miles One, 03/Nov/2026');
    await user.click(within(one).getByRole('button', { name: 'Approve' }));
    expect(decideMerchantReport).toHaveBeenCalledWith('r1', { status: 'approved' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Kopi Corner, MCC 5814, contactless, Miles One, 03/Nov/2026: approved.',
    );
    expect(await screen.findByRole('listitem', { name: 'Report r2' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Report r1' })).toBeNull();
    expect(getMerchantReports).toHaveBeenLastCalledWith('pending');
  });

  it('says why a decision was refused, and shows the reports of another status', async () => {
    vi.mocked(getMerchantReports).mockResolvedValue([first, second]);
    vi.mocked(decideMerchantReport).mockRejectedValue(
      new ApiRequestError(
        'A report can be merged only into another report of the same merchant.',
        400,
      ),
    );
    const user = userEvent.setup();
    renderRoute(<MerchantReportsPage />);

    const one = await screen.findByRole('listitem', { name: 'Report r1' });
    await user.click(within(one).getByRole('button', { name: 'Merge' }));
    expect(decideMerchantReport).toHaveBeenCalledWith('r1', { status: 'merged', mergedInto: 'r2' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A report can be merged only into another report of the same merchant.',
    );

    await user.selectOptions(screen.getByLabelText('Show'), 'approved');
    expect(getMerchantReports).toHaveBeenLastCalledWith('approved');
  });
});
