import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alert } from '@sg-finance/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/test-utils';
import { getMyAlerts, markAlertRead, markAllAlertsRead } from '../api/alerts-api';
import { AlertsPage, noAlertsMessage } from './alerts-page';

vi.mock('../api/alerts-api', () => ({
  getMyAlerts: vi.fn(),
  markAlertRead: vi.fn(),
  markAllAlertsRead: vi.fn(),
}));

const raised: Alert = {
  id: 'a'.repeat(24),
  reason: 'changed',
  product: { kind: 'card', id: 'c'.repeat(24), title: 'Everyday Card', slug: 'everyday' },
  summary: 'Welcome gift raised from S$200 to S$350',
  changes: [
    { field: 'terms.welcomeValue', label: 'Welcome gift', before: 'S$200', after: 'S$350' },
    {
      field: 'terms.source.verifiedAt',
      label: 'Terms checked on',
      before: '2026-09-01',
      after: '2026-11-23',
    },
  ],
  at: '2026-11-24T03:00:00.000Z',
  read: false,
};
const ending: Alert = {
  id: 'b'.repeat(24),
  reason: 'offer-ending',
  product: { kind: 'saving', id: 'd'.repeat(24), title: 'Bonus Saver', slug: 'bonus-saver' },
  summary: 'Offer ends on 2026-11-30: S$50 bonus',
  changes: [],
  at: '2026-11-23T03:00:00.000Z',
  read: true,
};

function renderPage(signedIn = true) {
  return renderRoute(<AlertsPage />, {
    path: '/me/alerts',
    ...(signedIn && { preloadedState: signedInState(visitorInfo) }),
  });
}

describe('the alerts page', () => {
  it('sends a visitor who is not signed in to sign in and come back', () => {
    const { router } = renderPage(false);

    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fme%2Falerts');
  });

  it('lists the alerts as the server orders them, each change told once, with links to the products', async () => {
    vi.mocked(getMyAlerts).mockResolvedValue({ data: [raised, ending], unread: 1 });
    renderPage();

    const items = await screen.findAllByRole('listitem');
    const [first, , , second] = items;
    expect(within(first!).getByRole('link', { name: 'Everyday Card' })).toHaveAttribute(
      'href',
      '/cards/everyday',
    );
    expect(first).toHaveTextContent('New');
    expect(first).toHaveTextContent('24/Nov/2026');
    // Each change is told once, field by field, every date as the site writes a day.
    expect(first).not.toHaveTextContent('raised from');
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Welcome gift: S$200 → S$350', 'Terms checked on: 01/Sep/2026 → 23/Nov/2026']);
    expect(
      within(first!).getByRole('link', { name: 'See the product and its History' }),
    ).toHaveAttribute('href', '/cards/everyday#history');
    expect(second).toHaveTextContent('Offer ends on 30/Nov/2026: S$50 bonus');
    expect(within(second!).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(screen.getByText('1 unread alert')).toBeInTheDocument();
  });

  it('marks one alert read, then all', async () => {
    vi.mocked(getMyAlerts).mockResolvedValue({
      data: [raised, { ...ending, read: false }],
      unread: 2,
    });
    vi.mocked(markAlertRead).mockResolvedValue({ ...raised, read: true });
    vi.mocked(markAllAlertsRead).mockResolvedValue({
      data: [
        { ...raised, read: true },
        { ...ending, read: true },
      ],
      unread: 0,
    });
    const user = userEvent.setup();
    renderPage();

    const [markFirst] = await screen.findAllByRole('button', { name: 'Mark as read' });
    await user.click(markFirst!);
    expect(markAlertRead).toHaveBeenCalledWith(raised.id);
    expect(await screen.findByText('1 unread alert')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread alerts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
  });

  it('says how to get alerts when there are none, and shows a failure', async () => {
    vi.mocked(getMyAlerts).mockResolvedValueOnce({ data: [], unread: 0 });
    const { unmount } = renderPage();
    expect(await screen.findByText(noAlertsMessage)).toBeInTheDocument();
    unmount();

    vi.mocked(getMyAlerts).mockRejectedValueOnce(new ApiRequestError('Server Error', 500));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
  });
});
