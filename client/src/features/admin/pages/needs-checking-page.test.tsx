import { screen, within } from '@testing-library/react';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { getNeedsChecking } from '../api/needs-checking-api';
import { signIn } from '../testing/fixtures';
import { NeedsCheckingPage } from './needs-checking-page';

vi.mock('../api/needs-checking-api', () => ({ getNeedsChecking: vi.fn() }));

function renderPage() {
  return renderRoute(<NeedsCheckingPage />, { path: '/admin/needs-checking' });
}

beforeEach(() => signIn());

describe('the list of listings that need checking', () => {
  it('shows each listing with its kind, provider and last check, linked to its page', async () => {
    vi.mocked(getNeedsChecking).mockResolvedValue([
      { kind: 'saving', _id: 's1', title: 'Bonus Saver', slug: 'bonus-saver', category: 'UOB' },
      {
        kind: 'card',
        _id: 'c1',
        title: 'Miles Card',
        slug: 'miles-card',
        category: 'DBS',
        verifiedAt: '2026-08-25',
        daysSinceVerified: 91,
      },
    ]);
    renderPage();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Bonus Saver', 'saving', 'UOB', 'Never'],
      ['Miles Card', 'credit card', 'DBS', '25/Aug/2026 (91 days ago)'],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Miles Card' })).toHaveAttribute(
      'href',
      '/cards/miles-card',
    );
    expect(document.title).toMatch(/^Needs checking/);
  });

  it('says when every listing was checked recently, and shows an error in words', async () => {
    vi.mocked(getNeedsChecking).mockResolvedValueOnce([]);
    const { unmount } = renderPage();
    expect(await screen.findByText('Every listing was checked in the last 90 days.')).toBeVisible();
    unmount();

    vi.mocked(getNeedsChecking).mockRejectedValueOnce(
      new ApiRequestError('Not authorized as an admin', 403),
    );
    renderPage();
    expect(await screen.findByText('Not authorized as an admin')).toBeVisible();
  });
});
