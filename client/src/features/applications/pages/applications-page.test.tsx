import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from '@sg-finance/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/test-utils';
import {
  addApplicationSpend,
  getMyApplications,
  getNotificationSettings,
  saveNotificationSettings,
} from '../api/applications-api';
import { ApplicationsPage, noApplicationsMessage } from './applications-page';

vi.mock('../api/applications-api', () => ({
  getMyApplications: vi.fn(),
  getNotificationSettings: vi.fn(),
  saveNotificationSettings: vi.fn(),
  addApplicationSpend: vi.fn(),
  createApplication: vi.fn(),
  updateApplicationDays: vi.fn(),
  removeApplicationSpend: vi.fn(),
  deleteApplication: vi.fn(),
  getApplicationsCalendar: vi.fn(),
}));

const approved: Application = {
  id: 'a'.repeat(24),
  product: { kind: 'card', id: 'c'.repeat(24), title: 'Everyday Card', slug: 'everyday' },
  appliedOn: '2026-02-25',
  approvedOn: '2026-03-01',
  offer: { description: 'S$150 cashback', minSpend: 800, withinDays: 30 },
  termsAsOf: '2026-02-20T03:00:00.000Z',
  spend: [{ on: '2026-03-05', amount: 450 }],
  deadlines: [{ name: 'spend-by', day: '2026-03-31' }],
  progress: { minSpend: 800, counted: 450 },
  status: 'approved',
};

function renderPage(signedIn = true) {
  return renderRoute(<ApplicationsPage />, {
    path: '/me/applications',
    ...(signedIn && { preloadedState: signedInState(visitorInfo) }),
  });
}

beforeEach(() => {
  vi.mocked(getNotificationSettings).mockResolvedValue({ remindersOff: [], digest: false });
});

describe('the applications page', () => {
  it('sends a visitor who is not signed in to sign in and come back', () => {
    const { router } = renderPage(false);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fme%2Fapplications');
  });

  it('shows each application with its status, progress and deadlines, and How we calculate', async () => {
    vi.mocked(getMyApplications).mockResolvedValue([approved]);
    renderPage();

    const card = await screen.findByRole('article', { name: 'Everyday Card' });
    expect(
      within(card).getByText(
        'I applied for Everyday Card on 25/Feb/2026, approved on 01/Mar/2026.',
      ),
    ).toBeVisible();
    expect(within(card).getByText('Approved')).toBeVisible();
    expect(within(card).getByText(/Spend counted: S\$450 of S\$800/)).toBeVisible();
    const deadline = within(card).getByRole('row', { name: 'Minimum spend by 31/Mar/2026' });
    expect(deadline).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How we calculate' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download deadlines (.ics)' })).toBeVisible();
  });

  it('says so when there is no application', async () => {
    vi.mocked(getMyApplications).mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText(noApplicationsMessage)).toBeVisible();
  });

  it('adds spend and shows the new progress the server answered', async () => {
    vi.mocked(getMyApplications).mockResolvedValue([approved]);
    vi.mocked(addApplicationSpend).mockResolvedValue({
      ...approved,
      spend: [...approved.spend, { on: '2026-03-20', amount: 350 }],
      progress: { minSpend: 800, counted: 800, metOn: '2026-03-20' },
      status: 'spend-met',
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Everyday Card' });

    await userEvent.clear(within(card).getByLabelText('Spend on (or statement date)'));
    await userEvent.type(within(card).getByLabelText('Spend on (or statement date)'), '2026-03-20');
    await userEvent.type(within(card).getByLabelText('Amount (S$)'), '350');
    await userEvent.click(within(card).getByRole('button', { name: 'Add spend' }));

    expect(await within(card).findByText('Spend met')).toBeVisible();
    expect(addApplicationSpend).toHaveBeenCalledWith(approved.id, {
      on: '2026-03-20',
      amount: 350,
    });
    expect(within(card).getByText(/\(met on 20\/Mar\/2026\)/)).toBeVisible();
  });

  it('shows the server’s message for bad input and keeps the application as it was', async () => {
    vi.mocked(getMyApplications).mockResolvedValue([approved]);
    vi.mocked(addApplicationSpend).mockRejectedValue(
      new ApiRequestError('amount: must not be negative', 400),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Everyday Card' });

    await userEvent.type(within(card).getByLabelText('Amount (S$)'), '-5');
    await userEvent.click(within(card).getByRole('button', { name: 'Add spend' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'amount: must not be negative',
    );
    expect(within(card).getByText('Approved')).toBeVisible();
  });

  it('turns a reminder kind off and the digest on', async () => {
    vi.mocked(getMyApplications).mockResolvedValue([]);
    vi.mocked(saveNotificationSettings).mockImplementation(async (settings) => settings);
    renderPage();

    await userEvent.click(await screen.findByLabelText('When a payout is overdue'));
    expect(saveNotificationSettings).toHaveBeenLastCalledWith({
      remindersOff: ['payout-overdue'],
      digest: false,
    });
    expect(await screen.findByLabelText('When a payout is overdue')).not.toBeChecked();

    await userEvent.click(screen.getByLabelText(/^Weekly digest/));
    expect(saveNotificationSettings).toHaveBeenLastCalledWith({
      remindersOff: ['payout-overdue'],
      digest: true,
    });
  });
});
