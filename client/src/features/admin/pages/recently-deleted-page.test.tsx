import type { Revision } from '@sg-finance/contract';
import { screen, within } from '@testing-library/react';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { getRecentlyDeleted } from '../api/history-api';
import { signIn } from '../testing/fixtures';
import { RecentlyDeletedPage } from './recently-deleted-page';

vi.mock('../api/history-api', () => ({ getRecentlyDeleted: vi.fn() }));

const deletedPost: Revision = {
  _id: 'rev3',
  kind: 'post',
  recordId: '64b000000000000000000002',
  number: 3,
  operation: 'delete',
  at: '2026-11-20T01:30:00.000Z',
  by: { id: 'admin1', name: 'Ada Admin' },
  document: { title: 'Saving for a rainy day', slug: 'saving-for-a-rainy-day' },
};

function renderPage() {
  return renderRoute(<RecentlyDeletedPage />, { path: '/admin/history' });
}

beforeEach(() => signIn());

describe('the recently deleted records', () => {
  it('lists each with its kind, when and by whom, linked to its history', async () => {
    vi.mocked(getRecentlyDeleted).mockResolvedValue([deletedPost]);
    renderPage();

    const table = await screen.findByRole('table');
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Saving for a rainy day', 'post', '20/Nov/2026 09:30:00', 'Ada Admin']);
    expect(within(row!).getByRole('link', { name: 'Saving for a rainy day' })).toHaveAttribute(
      'href',
      '/admin/history/post/64b000000000000000000002',
    );
  });

  it('says when nothing was deleted, and shows an error in words', async () => {
    vi.mocked(getRecentlyDeleted).mockResolvedValueOnce([]);
    const { unmount } = renderPage();
    expect(await screen.findByText('Nothing has been deleted.')).toBeVisible();
    unmount();

    vi.mocked(getRecentlyDeleted).mockRejectedValueOnce(
      new ApiRequestError('Only administrators can do this', 403),
    );
    renderPage();
    expect(await screen.findByText('Only administrators can do this')).toBeVisible();
  });
});
